import { analyticsConfig } from '@/lib/analytics/config'
import { siteSettings } from '@/lib/settings'
import { FathomAnalytics } from './FathomAnalytics'

/** Server side of analytics: renders nothing unless a Fathom site id is configured. */
export function Analytics() {
  const config = analyticsConfig(siteSettings())
  return config ? <FathomAnalytics config={config} /> : null
}
