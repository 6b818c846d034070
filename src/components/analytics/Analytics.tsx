import { ANALYTICS_CONFIG_ID, analyticsConfig } from '@/lib/analytics/config'
import { siteSettings } from '@/lib/settings'

/** JSON inside a <script>: `<` escaped, so no value can close the element or open a comment. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}

/**
 * The analytics configuration, written into the page for the page views behaviour
 * (src/lib/page-behaviours/page-views.ts); nothing at all unless a Fathom site id is configured.
 */
export function Analytics() {
  const config = analyticsConfig(siteSettings())
  if (!config) return null
  return (
    <script
      id={ANALYTICS_CONFIG_ID}
      type="application/json"
      data-development={String(process.env.NODE_ENV === 'development')}
      dangerouslySetInnerHTML={{ __html: scriptJson(config) }}
    />
  )
}
