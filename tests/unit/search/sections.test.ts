import { sectionForRoute } from '../../../src/lib/search/sections'
import { PAGE_TIERS, pageFacets, pageRank, pageTier } from '../../../src/lib/search/page-facets'

describe('sectionForRoute', () => {
  it.each([
    ['/', 'Documentation'],
    ['/concepts/introduction', 'Concepts'],
    ['/getting-started/quickstart', 'Getting started'],
    ['/guides/nodejs/serverless-rest-api', 'Guides'],
    ['/reference/cli', 'Reference'],
    ['/reference/env', 'Reference'],
    ['/reference/nodejs', 'Node.js reference'],
    ['/reference/nodejs/v0/storage/bucket', 'Node.js reference'],
    ['/reference/python/secrets', 'Python reference'],
    ['/reference/csharp/v0', 'C# .NET reference'],
    ['/reference/providers/aws', 'Providers'],
    ['/apis', 'Building blocks'],
    ['/websockets', 'Building blocks'],
    ['/keyvalue', 'Building blocks'],
    ['/faq', 'Support'],
    ['/support/upgrade', 'Support'],
    ['/contributions', 'Support'],
    ['/something-new', 'Documentation'],
  ])('%s → %s', (route, section) => {
    expect(sectionForRoute(route)).toBe(section)
  })
})

describe('page facets and rank', () => {
  it('tells SDK reference pages by SDK, version and kind, and everything else by section', () => {
    expect(pageFacets('/reference/nodejs/v0/storage/bucket-file-read', 'method')).toEqual({ pageType: 'sdk-method', sdk: 'nodejs', version: 'v0', scope: 'nodejs/v0' })
    expect(pageFacets('/reference/nodejs/storage/bucket', 'resource')).toEqual({ pageType: 'sdk-resource', sdk: 'nodejs', version: 'v1', scope: 'nodejs/v1' })
    expect(pageFacets('/reference/nodejs')).toMatchObject({ pageType: 'sdk-overview', scope: 'nodejs/v1' })
    expect(pageFacets('/storage')).toEqual({ pageType: 'building-block', sdk: null, version: null, scope: 'general' })
    expect(pageFacets('/guides/nodejs/api')).toMatchObject({ pageType: 'guide', scope: 'general' })
    expect(pageFacets('/reference/cli')).toMatchObject({ pageType: 'reference', scope: 'general' })
    expect(pageFacets('/')).toMatchObject({ pageType: 'home' })
  })

  it('ranks guides and building blocks over methods, and older versions after the latest', () => {
    const rank = (route: string, kind?: 'resource' | 'method', latest = true) => pageRank(pageFacets(route, kind), latest, route)
    expect(rank('/storage')).toBeGreaterThan(rank('/reference/nodejs/storage/bucket', 'resource'))
    expect(rank('/sql')).toBeGreaterThan(rank('/reference/providers/aws/sql'))
    expect(rank('/reference/providers/aws/sql')).toBeGreaterThan(rank('/reference/nodejs', undefined))
    expect(rank('/guides')).toBeGreaterThan(rank('/guides/dart'))
    expect(rank('/reference/nodejs/storage/bucket', 'resource')).toBeGreaterThan(rank('/reference/nodejs/storage/bucket-file-read', 'method'))
    expect(rank('/reference/nodejs/storage/bucket-file-read', 'method')).toBeGreaterThan(rank('/reference/nodejs/v0/storage/bucket-file-read', 'method', false))
    expect(rank('/reference/nodejs')).toBeGreaterThan(rank('/reference/nodejs/v0', undefined, false))
  })

  it('tiers general pages and SDK overviews first, then current SDK versions, guides and providers, then legacy SDK pages', () => {
    const tier = (route: string, kind?: 'resource' | 'method', latest = true) => pageTier(pageFacets(route, kind), latest)
    for (const route of ['/', '/storage', '/getting-started/quickstart', '/concepts/introduction', '/reference/cli', '/faq', '/reference/nodejs', '/reference/csharp/v0']) {
      expect(tier(route), route).toBe(PAGE_TIERS.general)
    }
    expect(tier('/guides/nodejs/api')).toBe(PAGE_TIERS.current)
    expect(tier('/reference/providers/aws/sql')).toBe(PAGE_TIERS.current)
    expect(tier('/reference/go/schedule/schedule-cron', 'method')).toBe(PAGE_TIERS.current)
    expect(tier('/reference/go/v0/schedule/schedule', 'resource', false)).toBe(PAGE_TIERS.legacy)
    // C# is a legacy SDK: its only version is its latest.
    expect(tier('/reference/csharp/v0/schedule/schedule-cron', 'method', true)).toBe(PAGE_TIERS.legacy)
  })
})
