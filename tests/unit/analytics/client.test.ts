// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AnalyticsConfig } from '@/lib/analytics/config'

type Client = typeof import('@/lib/analytics/client')

const CONFIG: AnalyticsConfig = { siteId: 'ABCDEF', includedDomains: [], excludedDomains: ['docs-preview.example.com'] }
const quiet = { isDevelopment: false, warn: vi.fn() }

/** What the real Fathom script defines on load, recording each call. */
function fakeFathom() {
  const calls: Array<[string, ...unknown[]]> = []
  const record = (name: string) => (...args: unknown[]) => void calls.push([name, ...args])
  const fathom = {
    trackPageview: record('trackPageview'),
    trackGoal: record('trackGoal'),
    trackEvent: record('trackEvent'),
    blockTrackingForMe: record('blockTrackingForMe'),
    enableTrackingForMe: record('enableTrackingForMe'),
    setSite: record('setSite'),
  }
  return { calls, fathom }
}

function script(): HTMLScriptElement | null {
  return document.getElementById('fathom-script') as HTMLScriptElement | null
}

/** Plays the browser's part when the script arrives: it defines window.fathom, then fires load. */
function scriptLoads(fathom: ReturnType<typeof fakeFathom>['fathom']) {
  window.fathom = fathom
  script()!.dispatchEvent(new Event('load'))
}

async function freshClient(): Promise<Client> {
  vi.resetModules()
  return import('@/lib/analytics/client')
}

describe('analytics client', () => {
  beforeEach(() => {
    document.head.innerHTML = '<script src="/other.js"></script>'
    delete window.fathom
    delete window.__fathomIsLoading
    window.__fathomClientQueue = []
  })
  afterEach(() => vi.restoreAllMocks())

  it('queues page views, goals, events, opt-in/out and set-site until the script has loaded, then sends them in order', async () => {
    const client = await freshClient()
    const { calls, fathom } = fakeFathom()
    client.trackPageview()
    client.trackGoal('SIGNUP', 0)
    client.optOut()
    client.optIn()
    client.setSite('OTHER')
    client.trackEvent('copy', { _value: 1 })
    expect(client.startAnalytics(CONFIG, { hostname: 'nitric.io', ...quiet })).toBe(true)
    client.trackPageview({ url: 'https://nitric.io/docs/apis' })
    expect(calls).toEqual([]) // nothing reaches Fathom before its script is there

    scriptLoads(fathom)
    expect(calls).toEqual([
      ['trackPageview'],
      ['trackGoal', 'SIGNUP', 0],
      ['blockTrackingForMe'],
      ['enableTrackingForMe'],
      ['setSite', 'OTHER'],
      ['trackEvent', 'copy', { _value: 1 }],
      ['trackPageview', { url: 'https://nitric.io/docs/apis' }],
    ])

    client.trackPageview()
    expect(calls.at(-1)).toEqual(['trackPageview']) // after load, calls go straight through
    expect(calls).toHaveLength(8)
  })

  it('adds the script once, with the site id, automatic page views off and the domain lists', async () => {
    const client = await freshClient()
    client.startAnalytics(
      { siteId: 'ABCDEF', scriptUrl: 'https://stats.example.com/script.js', includedDomains: ['nitric.io'], excludedDomains: ['docs-preview.example.com'] },
      { hostname: 'nitric.io', ...quiet },
    )
    client.startAnalytics(CONFIG, { hostname: 'nitric.io', ...quiet })
    expect(document.querySelectorAll('#fathom-script')).toHaveLength(1)
    expect(script()!.src).toBe('https://stats.example.com/script.js')
    expect(script()!.dataset).toMatchObject({ site: 'ABCDEF', auto: 'false', includedDomains: 'nitric.io', excludedDomains: 'docs-preview.example.com' })
    expect(document.cookie).toBe('')
  })

  it('loads nothing on an excluded host (the preview host) and drops what was queued', async () => {
    const client = await freshClient()
    client.trackPageview()
    expect(window.__fathomClientQueue).toHaveLength(1)
    expect(client.startAnalytics(CONFIG, { hostname: 'DOCS-preview.example.com', ...quiet })).toBe(false)
    expect(script()).toBeNull()
    expect(window.__fathomClientQueue).toEqual([])
    client.trackPageview()
    client.trackGoal('X', 1)
    expect(window.__fathomClientQueue).toEqual([])
  })

  it('loads nothing on a host missing from a non-empty include list', async () => {
    const client = await freshClient()
    expect(client.startAnalytics({ ...CONFIG, includedDomains: ['nitric.io'] }, { hostname: 'mirror.example.org', ...quiet })).toBe(false)
    expect(script()).toBeNull()
  })

  it('warns developers about domain settings that begin with a protocol, and reads them as host names', async () => {
    const client = await freshClient()
    const warn = vi.fn()
    client.startAnalytics(
      { siteId: 'ABCDEF', includedDomains: ['https://nitric.io'], excludedDomains: ['http://docs-preview.example.com/', 'ok.example.com'] },
      { hostname: 'nitric.io', isDevelopment: true, warn },
    )
    expect(warn).toHaveBeenCalledTimes(2)
    expect(warn.mock.calls[0][0]).toMatch(/"https:\/\/nitric\.io" begins with a protocol.*read as "nitric\.io"/)
    expect(script()!.dataset).toMatchObject({ includedDomains: 'nitric.io', excludedDomains: 'docs-preview.example.com,ok.example.com' })
  })

  it('does not warn in production builds', async () => {
    const client = await freshClient()
    const warn = vi.fn()
    const consoleWarn = vi.spyOn(console, 'warn')
    client.startAnalytics({ siteId: 'ABCDEF', includedDomains: ['https://nitric.io'], excludedDomains: [] }, { hostname: 'nitric.io', isDevelopment: false, warn })
    expect(warn).not.toHaveBeenCalled()
    expect(consoleWarn).not.toHaveBeenCalled() // nor does fathom-client: it only sees bare host names
  })
})
