import { startAnalytics, trackPageview } from '../analytics/client'
import { ANALYTICS_CONFIG_ID, type AnalyticsConfig } from '../analytics/config'

/**
 * Fathom page views: one for each page shown, that is each document loaded and each page the
 * browser brings back from its back/forward cache. The configuration is in the page
 * (src/components/analytics/Analytics.tsx); a page without it (no site id) loads nothing. The
 * excluded hosts (always the preview host) load nothing either: src/lib/analytics/client.ts.
 */
export function installPageViews(doc: Document): () => void {
  const view = doc.defaultView!
  const element = doc.getElementById(ANALYTICS_CONFIG_ID)
  if (!element?.textContent) return () => {}
  // After the load event: the analytics script never competes with the page's own requests, nor holds back `load`.
  if (doc.readyState !== 'complete') {
    let uninstall = () => {}
    const onLoad = () => (uninstall = start(doc, element))
    view.addEventListener('load', onLoad, { once: true })
    return () => {
      view.removeEventListener('load', onLoad)
      uninstall()
    }
  }
  return start(doc, element)
}

function start(doc: Document, element: HTMLElement): () => void {
  const view = doc.defaultView!
  const config = JSON.parse(element.textContent) as AnalyticsConfig
  startAnalytics(config, {
    hostname: view.location.hostname,
    isDevelopment: element.dataset.development === 'true',
    warn: (message) => view.console.warn(message),
  })
  trackPageview()
  const onShow = (event: PageTransitionEvent) => {
    if (event.persisted) trackPageview()
  }
  view.addEventListener('pageshow', onShow)
  return () => view.removeEventListener('pageshow', onShow)
}
