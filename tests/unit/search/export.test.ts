import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { ALGOLIA_INDEX_SETTINGS, toAlgoliaRecord, type AlgoliaRecord } from '../../../src/lib/search/algolia-export'
import { buildRecords } from '../../../src/lib/search/build-records'
import { FIXTURE_CONTENT, fixturePages, record } from './helpers'

describe('Algolia export', () => {
  it('escapes text and sets the record’s own level in hierarchy_radio', () => {
    const out = toAlgoliaRecord(record({ type: 'lvl2', hierarchy: { lvl1: 'A & B', lvl2: '<b>Title</b>' }, code: 'x<y' }))
    expect(out.hierarchy).toMatchObject({ lvl1: 'A &amp; B', lvl2: '&lt;b&gt;Title&lt;/b&gt;' })
    expect(out.hierarchy_radio).toEqual({ lvl0: null, lvl1: null, lvl2: '&lt;b&gt;Title&lt;/b&gt;', lvl3: null, lvl4: null, lvl5: null, lvl6: null })
    expect(out.code).toBe('x&lt;y')
  })

  it('ranks with DocSearch’s criteria and distinct urls', () => {
    expect(ALGOLIA_INDEX_SETTINGS.searchableAttributes[0]).toBe('unordered(hierarchy_radio.lvl0)')
    expect(ALGOLIA_INDEX_SETTINGS.customRanking).toEqual(['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'])
    expect(ALGOLIA_INDEX_SETTINGS).toMatchObject({ distinct: true, attributeForDistinct: 'url' })
  })

  it('ranks by the page tier after typo and before attribute, as the built-in engine does', () => {
    expect(ALGOLIA_INDEX_SETTINGS.ranking).toEqual(['words', 'filters', 'typo', 'desc(weight.tier)', 'attribute', 'proximity', 'exact', 'custom'])
    const records = buildRecords(fixturePages()).map(toAlgoliaRecord)
    expect(records.every((r) => Number.isInteger(r.weight.tier) && r.weight.tier >= 1 && r.weight.tier <= 3)).toBe(true)
  })

  it('npm run search:export writes every record as a JSON array', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'search-export-'))
    try {
      const out = join(dir, 'records.json')
      const settings = join(dir, 'settings.json')
      await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/search-export.ts', '--out', out, '--settings', settings, '--content', FIXTURE_CONTENT])
      const records = JSON.parse(readFileSync(out, 'utf8')) as AlgoliaRecord[]
      expect(records.map((r) => r.objectID)).toEqual(buildRecords(fixturePages()).map((r) => r.objectID))
      expect(records.every((r) => typeof r.objectID === 'string' && r.url.startsWith('/docs'))).toBe(true)
      expect(JSON.stringify(records)).not.toContain('<script')
      expect(JSON.parse(readFileSync(settings, 'utf8'))).toEqual(JSON.parse(JSON.stringify(ALGOLIA_INDEX_SETTINGS)))
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
