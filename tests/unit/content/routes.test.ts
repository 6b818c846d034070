import { describe, expect, it } from 'vitest'
import { CONTENT_DIR, loadPagesFrom, type DocPage } from '@/lib/content/loader'
import { buildRecords } from '@/lib/search/build-records'
import { createSearchEngine } from '@/lib/search/engine'

/** The routes of SPEC 2.1 that the core documentation covers, with the term a reader would search for. */
const COVERED: Array<[route: string, term: string]> = [
  ['/', 'Nitric documentation'],
  ['/concepts/introduction', 'introduction'],
  ['/concepts/how-nitric-works', 'how nitric works'],
  ['/concepts/comparisons', 'comparisons'],
  ['/concepts/comparisons/terraform', 'terraform'],
  ['/concepts/comparisons/pulumi', 'pulumi'],
  ['/concepts/comparisons/aws-cdk', 'aws cdk'],
  ['/concepts/comparisons/sst', 'sst'],
  ['/concepts/comparisons/encore', 'encore'],
  ['/getting-started/quickstart', 'quickstart'],
  ['/getting-started/installation', 'installation'],
  ['/getting-started/local-dashboard', 'local dashboard'],
  ['/getting-started/resource-best-practices', 'resource best practices'],
  ['/getting-started/deployment', 'deployment'],
  ['/apis', 'apis'],
  ['/http', 'http proxy'],
  ['/keyvalue', 'key value'],
  ['/sql', 'sql databases'],
  ['/schedules', 'schedules'],
  ['/storage', 'storage'],
  ['/messaging', 'messaging'],
  ['/secrets', 'secrets'],
  ['/websockets', 'websockets'],
  ['/reference/cli', 'cli reference'],
  ['/reference/env', 'environment variables'],
  ['/reference/custom-containers', 'custom containers'],
  ['/reference/preview-features', 'preview features'],
  ['/reference/nodejs', 'node.js sdk'],
  ['/reference/nodejs/v0', 'node.js sdk v0'],
  ['/reference/csharp/v0', 'c# sdk'],
  ['/support/upgrade', 'upgrading from v0'],
  ['/guides', 'guides'],
  ['/faq', 'frequently asked questions'],
  ['/support', 'support'],
  ['/contributions', 'contributing'],
]

const BUILDING_BLOCKS = ['/apis', '/http', '/keyvalue', '/sql', '/schedules', '/storage', '/messaging', '/secrets', '/websockets']
/** Only the Node.js v1 SDK has http() (see the api-facts.json files beside the reference models), so that page has one language and no tabs. */
const SINGLE_SDK_BLOCKS = new Set(['/http'])

const pages = loadPagesFrom(CONTENT_DIR)
const byRoute = new Map(pages.map((page) => [page.route, page]))
const engine = createSearchEngine(buildRecords(pages), { indexName: 'docs-related' })

function words(page: DocPage): number {
  return page.blocks.filter((block) => block.kind === 'text').reduce((sum, block) => sum + block.text.split(/\s+/).length, 0)
}

describe('core documentation routes', () => {
  it.each(COVERED)('%s exists with real content', (route) => {
    const page = byRoute.get(route)
    expect(page, `${route} is missing`).toBeDefined()
    expect(words(page!), `${route} is nearly empty`).toBeGreaterThan(route === '/guides' ? 80 : 150)
    expect(page!.headings.filter((heading) => heading.depth === 2).length, `${route} has no sections`).toBeGreaterThan(0)
    expect(page!.links.some((link) => link.startsWith('/')), `${route} links to no related page`).toBe(true)
  })

  it.each(BUILDING_BLOCKS)('%s shows its examples in code groups with SDK languages', (route) => {
    const code = byRoute.get(route)!.blocks.filter((block) => block.kind === 'code')
    const languages = new Set(code.map((block) => block.lang))
    expect(languages.has('typescript')).toBe(true)
    if (SINGLE_SDK_BLOCKS.has(route)) return
    expect(byRoute.get(route)!.tree.children.some((node) => node.type === 'mdxJsxFlowElement' && node.name === 'CodeGroup')).toBe(true)
    for (const language of ['python', 'go', 'dart']) expect(languages.has(language), `${route} has no ${language} example`).toBe(true)
  })

  it.each(COVERED)('search finds %s by "%s"', (route, term) => {
    const { hits } = engine.search({ query: term, page: 0, hitsPerPage: 50 })
    const top = [...new Set(hits.map((hit) => hit.url_without_anchor.slice('/docs'.length) || '/'))].slice(0, 3)
    expect(top).toContain(route)
  })
})
