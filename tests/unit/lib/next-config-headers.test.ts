import { buildCustomRoute } from 'next/dist/lib/build-custom-route'
import loadCustomRoutes from 'next/dist/lib/load-custom-routes'
import { PHASE_PRODUCTION_SERVER } from 'next/constants'
import { describe, expect, it } from 'vitest'
import config from '../../../next.config'

/** The header rules as `next start` matches them: base path applied, compiled to regular expressions. */
async function headerRules() {
  const { headers } = await loadCustomRoutes(config(PHASE_PRODUCTION_SERVER))
  return headers.map((rule) => ({ ...rule, regex: new RegExp(buildCustomRoute('header', rule).regex) }))
}

async function headersFor(path: string): Promise<Record<string, string>> {
  const matched = (await headerRules()).filter((rule) => rule.regex.test(path))
  return Object.fromEntries(matched.flatMap((rule) => rule.headers.map(({ key, value }) => [key.toLowerCase(), value])))
}

describe('next.config.ts security headers', () => {
  it('reach the root redirect and addresses outside the base path, not only the pages', async () => {
    for (const path of ['/', '/docs', '/docs/', '/docs/apis', '/docs/apis.md', '/docs/api/og', '/elsewhere']) {
      const headers = await headersFor(path)
      expect(headers['x-content-type-options'], path).toBe('nosniff')
      expect(headers['x-frame-options'], path).toBe('DENY')
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'")
    }
  })

  it('leave HSTS to the TLS edge', async () => {
    for (const rule of await headerRules()) {
      expect(rule.headers.map(({ key }) => key.toLowerCase())).not.toContain('strict-transport-security')
    }
  })
})
