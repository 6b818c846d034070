import { sectionForRoute } from '../../../src/lib/search/sections'
import { pageRankForRoute } from '../../../src/lib/search/page-rank'

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

describe('pageRankForRoute', () => {
  it('ranks older library versions after the latest', () => {
    expect(pageRankForRoute('/reference/nodejs/v0')).toBe(-1)
    expect(pageRankForRoute('/reference/nodejs/v0/storage/bucket')).toBe(-1)
    expect(pageRankForRoute('/reference/nodejs')).toBe(0)
    expect(pageRankForRoute('/reference/nodejs/storage')).toBe(0)
    expect(pageRankForRoute('/reference/providers/v1-notes')).toBe(0)
    expect(pageRankForRoute('/storage')).toBe(0)
  })
})
