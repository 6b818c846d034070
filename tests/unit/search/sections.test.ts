import { sectionForRoute } from '../../../src/lib/search/sections'

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
