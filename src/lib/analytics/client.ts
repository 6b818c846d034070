import * as Fathom from 'fathom-client'
import type { AnalyticsConfig } from './config'
import { domainsWithProtocol, hostName, mayLoadOn, protocolWarning } from './domains'

export interface AnalyticsEnvironment {
  /** The host the page is served from (window.location.hostname). */
  hostname: string
  /** Development builds warn about malformed settings. */
  isDevelopment: boolean
  warn: (message: string) => void
}

type State = 'waiting' | 'loading' | 'off'

// 'waiting': nothing decided; calls go to fathom-client, which queues them until its script has
// loaded. 'loading': the script is on its way (or there) and fathom-client flushes the queue on
// load. 'off': this host is excluded; queued calls are dropped and later ones ignored.
let state: State = 'waiting'

/**
 * Loads the Fathom script once, unless this host is excluded (the preview host always is) or not
 * included. Automatic page views are off: src/lib/page-behaviours/page-views.ts records one per page shown.
 */
export function startAnalytics(config: AnalyticsConfig, env: AnalyticsEnvironment): boolean {
  if (state !== 'waiting') return state === 'loading'
  if (env.isDevelopment) {
    for (const domain of domainsWithProtocol([...config.includedDomains, ...config.excludedDomains])) env.warn(protocolWarning(domain))
  }
  const included = config.includedDomains.map(hostName)
  const excluded = config.excludedDomains.map(hostName)
  if (!mayLoadOn(env.hostname, included, excluded)) {
    state = 'off'
    if (typeof window !== 'undefined') window.__fathomClientQueue = []
    return false
  }
  state = 'loading'
  Fathom.load(config.siteId, {
    auto: false,
    ...(config.scriptUrl ? { url: config.scriptUrl } : {}),
    ...(included.length ? { includedDomains: included } : {}),
    ...(excluded.length ? { excludedDomains: excluded } : {}),
  })
  return true
}

function whenOn(call: () => void): void {
  if (state !== 'off') call()
}

export const trackPageview = (options?: Fathom.PageViewOptions) => whenOn(() => Fathom.trackPageview(options))
export const trackGoal = (code: string, cents: number) => whenOn(() => Fathom.trackGoal(code, cents))
export const trackEvent = (name: string, options?: Fathom.EventOptions) => whenOn(() => Fathom.trackEvent(name, options))
/** The reader opts in again after opting out (Fathom keeps the choice in local storage, not a cookie). */
export const optIn = () => whenOn(() => Fathom.enableTrackingForMe())
export const optOut = () => whenOn(() => Fathom.blockTrackingForMe())
export const setSite = (siteId: string) => whenOn(() => Fathom.setSite(siteId))

/** Back to the initial state: for tests. */
export function resetAnalyticsForTests(): void {
  state = 'waiting'
}
