import { getAllPages } from '../../../src/lib/content/loader'
import { getSiteSearchEngine } from '../../../src/lib/search/site-engine'

describe('site search engine', () => {
  it('indexes every listed page of content/ once per process, under the configured index name', () => {
    const engine = getSiteSearchEngine()
    expect(engine.indexName).toBe('docs-related')
    expect(getSiteSearchEngine()).toBe(engine)
    const pageUrls = new Set(engine.records.filter((r) => r.type === 'lvl1').map((r) => r.url))
    expect(pageUrls.size).toBe(getAllPages().filter((page) => !page.unlisted).length)
    expect(getAllPages().some((page) => page.unlisted)).toBe(true)
    expect(pageUrls.has('/docs/kitchen-sink')).toBe(false)
    expect(pageUrls.has('/docs/storage')).toBe(true)
  })
})
