/**
 * A bad setting stops the server where it starts: src/instrumentation.ts calls these accessors once
 * at start-up, and each must throw, naming the variable, instead of running with a default.
 */
afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

describe('accessors read at start-up fail loudly on a bad setting', () => {
  it('siteSettings', async () => {
    vi.stubEnv('DOCS_ALLOW_INDEXING', 'yes')
    const { siteSettings } = await import('@/lib/settings')
    expect(() => siteSettings()).toThrow(/^Invalid setting DOCS_ALLOW_INDEXING="yes"/)
  })

  it('getSearchSettings', async () => {
    vi.stubEnv('NEXT_PUBLIC_DOCSEARCH_API_KEY', 'key-without-app-id')
    const { getSearchSettings } = await import('@/lib/search/settings')
    expect(() => getSearchSettings()).toThrow(/^Invalid setting NEXT_PUBLIC_DOCSEARCH_API_KEY="key-without-app-id": is set but NEXT_PUBLIC_DOCSEARCH_APP_ID is not/)
  })

  it('feedbackServices', async () => {
    vi.stubEnv('FEEDBACK_RATE_LIMIT_WINDOW_SECONDS', '0')
    const { feedbackServices } = await import('@/lib/feedback/services')
    expect(() => feedbackServices()).toThrow(/^Invalid setting FEEDBACK_RATE_LIMIT_WINDOW_SECONDS="0": must be at least 1/)
  })

  it('parses once: a later change to the environment is not seen', async () => {
    vi.stubEnv('NEXT_PUBLIC_GITHUB_BRANCH', 'release')
    const { siteSettings } = await import('@/lib/settings')
    const first = siteSettings()
    vi.stubEnv('NEXT_PUBLIC_GITHUB_BRANCH', 'not a branch')
    expect(siteSettings()).toBe(first)
    expect(first.NEXT_PUBLIC_GITHUB_BRANCH).toBe('release')
  })
})
