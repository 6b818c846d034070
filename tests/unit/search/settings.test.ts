import { DEFAULT_INDEX_NAME, getSearchSettings, parseSearchSettings } from '../../../src/lib/search/settings'
import { LOCAL_SEARCH_PATH, localSearchHosts } from '../../../src/lib/search/local-endpoint'

describe('search settings', () => {
  it('uses the built-in search and docs-related by default', () => {
    expect(DEFAULT_INDEX_NAME).toBe('docs-related')
    expect(parseSearchSettings({})).toEqual({ mode: 'local', indexName: 'docs-related' })
  })

  it('treats blank variables as not set', () => {
    expect(parseSearchSettings({ NEXT_PUBLIC_DOCSEARCH_APP_ID: '', NEXT_PUBLIC_DOCSEARCH_API_KEY: '  ', NEXT_PUBLIC_DOCSEARCH_INDEX_NAME: '' })).toEqual({
      mode: 'local',
      indexName: 'docs-related',
    })
  })

  it('uses Algolia when both app id and key are set', () => {
    expect(
      parseSearchSettings({ NEXT_PUBLIC_DOCSEARCH_APP_ID: 'ABC123', NEXT_PUBLIC_DOCSEARCH_API_KEY: '0123abcd', NEXT_PUBLIC_DOCSEARCH_INDEX_NAME: 'nitric' }),
    ).toEqual({ mode: 'algolia', appId: 'ABC123', apiKey: '0123abcd', indexName: 'nitric' })
  })

  it('keeps a custom index name in local mode', () => {
    expect(parseSearchSettings({ NEXT_PUBLIC_DOCSEARCH_INDEX_NAME: 'docs-v2' })).toEqual({ mode: 'local', indexName: 'docs-v2' })
  })

  it('fails loudly, naming the missing variable, when only one of app id and key is set', () => {
    expect(() => parseSearchSettings({ NEXT_PUBLIC_DOCSEARCH_APP_ID: 'ABC123' })).toThrow(/NEXT_PUBLIC_DOCSEARCH_API_KEY is not/)
    expect(() => parseSearchSettings({ NEXT_PUBLIC_DOCSEARCH_API_KEY: 'key' })).toThrow(/NEXT_PUBLIC_DOCSEARCH_APP_ID is not/)
  })

  it('rejects malformed values', () => {
    expect(() => parseSearchSettings({ NEXT_PUBLIC_DOCSEARCH_INDEX_NAME: 'docs related' })).toThrow(/NEXT_PUBLIC_DOCSEARCH_INDEX_NAME/)
    expect(() => parseSearchSettings({ NEXT_PUBLIC_DOCSEARCH_APP_ID: 'app/../x', NEXT_PUBLIC_DOCSEARCH_API_KEY: 'k' })).toThrow(/NEXT_PUBLIC_DOCSEARCH_APP_ID/)
  })

  it('reads process.env once', () => {
    const first = getSearchSettings()
    process.env.NEXT_PUBLIC_DOCSEARCH_INDEX_NAME = 'changed-later'
    try {
      expect(getSearchSettings()).toBe(first)
    } finally {
      delete process.env.NEXT_PUBLIC_DOCSEARCH_INDEX_NAME
    }
  })
})

describe('local endpoint', () => {
  it('points the client at /docs/api/search on the current host, listed twice so a timed-out search is retried once', () => {
    expect(LOCAL_SEARCH_PATH).toBe('/docs/api/search')
    const host = { url: 'localhost:3000/docs/api/search', protocol: 'http', accept: 'readWrite' }
    expect(localSearchHosts({ host: 'localhost:3000', protocol: 'http:' })).toEqual([host, host])
    expect(localSearchHosts({ host: 'nitric.io', protocol: 'https:' })[0].protocol).toBe('https')
  })
})
