import { sectionForRoute } from '../../../src/lib/search/sections'
import { pageFacets, pageRank } from '../../../src/lib/search/page-facets'

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
})
