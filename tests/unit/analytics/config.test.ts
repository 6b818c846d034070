import { describe, expect, it } from 'vitest'
import { analyticsConfig } from '@/lib/analytics/config'
import { domainsWithProtocol, hostName, mayLoadOn } from '@/lib/analytics/domains'
import { parseSiteSettings } from '@/lib/settings'

describe('analytics settings', () => {
  it('are off without a site id', () => {
    expect(analyticsConfig(parseSiteSettings({}))).toBeUndefined()
    expect(analyticsConfig(parseSiteSettings({ NEXT_PUBLIC_FATHOM_SITE_ID: '  ', NEXT_PUBLIC_FATHOM_SCRIPT_URL: 'https://x.example.com/s.js' }))).toBeUndefined()
  })

  it('add the preview host to the excluded domains', () => {
    const config = analyticsConfig(
      parseSiteSettings({
        NEXT_PUBLIC_FATHOM_SITE_ID: 'ABCDEF',
        NEXT_PUBLIC_FATHOM_INCLUDED_DOMAINS: 'nitric.io, www.nitric.io ,',
        NEXT_PUBLIC_FATHOM_EXCLUDED_DOMAINS: 'staging.nitric.io',
        NEXT_PUBLIC_PREVIEW_HOST: 'docs-preview.nitric.io',
      }),
    )
    expect(config).toEqual({
      siteId: 'ABCDEF',
      includedDomains: ['nitric.io', 'www.nitric.io'],
      excludedDomains: ['staging.nitric.io', 'docs-preview.nitric.io'],
    })
  })

  it('keep a custom script address', () => {
    const config = analyticsConfig(parseSiteSettings({ NEXT_PUBLIC_FATHOM_SITE_ID: 'ABCDEF', NEXT_PUBLIC_FATHOM_SCRIPT_URL: 'https://stats.nitric.io/script.js' }))
    expect(config?.scriptUrl).toBe('https://stats.nitric.io/script.js')
    expect(config?.excludedDomains).toEqual([])
  })

  it('fail loudly on malformed values', () => {
    expect(() => parseSiteSettings({ NEXT_PUBLIC_FATHOM_SITE_ID: 'AB CD' })).toThrow(/NEXT_PUBLIC_FATHOM_SITE_ID/)
    expect(() => parseSiteSettings({ NEXT_PUBLIC_FATHOM_SCRIPT_URL: 'javascript:alert(1)' })).toThrow(/NEXT_PUBLIC_FATHOM_SCRIPT_URL/)
    expect(() => parseSiteSettings({ NEXT_PUBLIC_FATHOM_EXCLUDED_DOMAINS: 'a.com,"><script>' })).toThrow(/NEXT_PUBLIC_FATHOM_EXCLUDED_DOMAINS/)
    expect(() => parseSiteSettings({ NEXT_PUBLIC_PREVIEW_HOST: 'a b' })).toThrow(/NEXT_PUBLIC_PREVIEW_HOST/)
  })
})

describe('analytics domains', () => {
  it('find settings that begin with a protocol', () => {
    expect(domainsWithProtocol(['https://nitric.io', 'nitric.io', 'http://a.b/', 'httpbin.org', 'ftp://x'])).toEqual(['https://nitric.io', 'http://a.b/', 'ftp://x'])
  })

  it('read a setting as the host name Fathom compares', () => {
    expect(hostName('https://user@Docs.Nitric.io:8443/path?q#h')).toBe('docs.nitric.io')
    expect(hostName(' nitric.io ')).toBe('nitric.io')
  })

  it('allow a host unless excluded, and only included hosts when an include list exists', () => {
    expect(mayLoadOn('nitric.io', [], [])).toBe(true)
    expect(mayLoadOn('Preview.Example.com', [], ['preview.example.com'])).toBe(false)
    expect(mayLoadOn('nitric.io', ['nitric.io'], [])).toBe(true)
    expect(mayLoadOn('other.io', ['nitric.io'], [])).toBe(false)
  })
})
