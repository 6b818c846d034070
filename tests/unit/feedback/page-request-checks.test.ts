import { isKnownPagePath } from '@/lib/content/pages'
import { pageRequestChecks } from '@/lib/feedback/page-request-checks'
import { siteSettings } from '@/lib/settings'

describe('pageRequestChecks', () => {
  it('checks pages against the site\u2019s pages and origins against its public URL, trusting the proxy as told', () => {
    expect(pageRequestChecks(true)).toEqual({ isKnownPath: isKnownPagePath, siteUrl: siteSettings().NEXT_PUBLIC_SITE_URL, trustProxy: true })
    expect(pageRequestChecks(false).trustProxy).toBe(false)
  })
})
