import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'

const readLastChanged = vi.fn()
vi.mock('@/lib/git/history', () => ({ gitRunner: () => () => '', readLastChanged: (...args: unknown[]) => readLastChanged(...args) }))

async function freshModule() {
  vi.resetModules()
  return import('@/lib/git/last-changed')
}

describe('last-changed dates during a build', () => {
  afterEach(() => {
    if (process.env.DOCS_LAST_CHANGED_FILE?.includes('docs-last-changed-')) rmSync(process.env.DOCS_LAST_CHANGED_FILE, { force: true })
    delete process.env.DOCS_LAST_CHANGED_FILE
    readLastChanged.mockReset()
    vi.restoreAllMocks()
  })

  it('warns once in the build process and hands the dates to workers without re-reading', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    // The shared file is named after the checkout: use another name than this checkout's real builds.
    vi.spyOn(process, 'cwd').mockReturnValue(join(tmpdir(), 'docs-share-test-checkout'))
    readLastChanged.mockReturnValue({ dates: new Map(), problem: 'this is a shallow clone; fetch the full history' })
    const main = await freshModule()
    main.shareLastChangedForBuild()
    main.shareLastChangedForBuild() // Next.js may load its config twice
    expect(warn).toHaveBeenCalledOnce()
    expect(warn.mock.calls[0][0]).toMatch(/no last-updated date: this is a shallow clone/)
    expect(process.env.DOCS_LAST_CHANGED_FILE).toContain(tmpdir())

    // A page worker: a new module instance with the inherited environment.
    const worker = await freshModule()
    expect(worker.lastChanged('content/apis.mdx')).toBeUndefined()
    expect(readLastChanged).toHaveBeenCalledOnce()
    expect(warn).toHaveBeenCalledOnce()
  })

  it('workers read the shared dates', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'docs-share-'))
    try {
      const file = join(dir, 'dates.json')
      writeFileSync(file, JSON.stringify({ 'content/apis.mdx': '2024-01-01T00:00:00Z' }))
      process.env.DOCS_LAST_CHANGED_FILE = file
      const worker = await freshModule()
      expect(worker.lastChanged('content/apis.mdx')).toBe('2024-01-01T00:00:00Z')
      expect(readLastChanged).not.toHaveBeenCalled()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('outside a build (dev server, scripts) reads the history itself and warns once per process', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    readLastChanged.mockReturnValue({ dates: new Map(), problem: 'no git history' })
    const dev = await freshModule()
    expect(dev.lastChanged('content/a.mdx')).toBeUndefined()
    expect(dev.lastChanged('content/b.mdx')).toBeUndefined()
    expect(readLastChanged).toHaveBeenCalledOnce()
    expect(warn).toHaveBeenCalledOnce()
  })
  it('a production server reads the dates the build left in its output, without git', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'docs-server-dates-'))
    try {
      vi.spyOn(process, 'cwd').mockReturnValue(dir)
      vi.stubEnv('NODE_ENV', 'production')
      readLastChanged.mockReturnValue({ dates: new Map([['content/apis.mdx', '2024-02-02T00:00:00Z']]) })
      const build = await freshModule()
      mkdirSync(join(dir, '.next'))
      build.writeServerDates(join(dir, '.next'))
      readLastChanged.mockReset()
      const server = await freshModule()
      expect(server.lastChanged('content/apis.mdx')).toBe('2024-02-02T00:00:00Z')
      expect(readLastChanged).not.toHaveBeenCalled()
    } finally {
      vi.unstubAllEnvs()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
