import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { filesUnder } from '@/lib/files-under'
import { loadAllModels } from '@/lib/reference/load-model'
import type { VersionMarkerRecord } from '@/lib/reference/schema'
import { compareTags, loadSdkTags, previousRelease, sdkRepository } from '@/lib/reference/sdk-tags'
import { checkVersionMarkers, loadMarkerRecords, modelMarkers, pageMarkers, proseClaims, type VersionMarker } from '@/lib/reference/version-markers'
import { SDKS } from '@/lib/sdks'

const go = SDKS.find((sdk) => sdk.id === 'go')!
const tags = new Map([['nitrictech/go-sdk', ['v1.0.0', 'v1.0.1', 'v1.0.2', 'v1.0.3-rc.1', 'v1.0.3', 'v1.0.4']]])
const marker: VersionMarker = { at: 'reference/go/v1/keyvalue.yaml', subject: 'kv.WithPrefix()', claim: 'since v1.0.3' }
const record: VersionMarkerRecord = {
  at: 'reference/go/v1/keyvalue.yaml',
  subject: 'kv.WithPrefix()',
  claim: 'since v1.0.3',
  verified: { tag: 'v1.0.3', file: 'api/keyvalue/store.go', line: 32 },
  absentAt: 'v1.0.2',
}
const check = (markers: VersionMarker[], records: VersionMarkerRecord[]) =>
  checkVersionMarkers(markers, [{ sdk: go, file: 'reference/go/version-markers.yaml', records }], tags).map((p) => p.message)

describe('version markers', () => {
  it('reads prose markers as claims', () => {
    expect(proseClaims('Handlers that run first. Added in v1.4.0.')).toEqual(['since v1.4.0'])
    expect(proseClaims('`exists()` is available since v1.0.0; `on()` was added in 1.2.0')).toEqual(['since v1.0.0', 'since v1.2.0'])
    expect(proseClaims('It has been marked deprecated since v0.5.0, deprecated in v0.6.0')).toEqual(['deprecated in v0.5.0', 'deprecated in v0.6.0'])
    expect(proseClaims('In v1.1.x `complete()` was declared `void`.')).toEqual([])
  })

  it('accepts a marker whose record names the claimed tag and the release before it', () => {
    expect(check([marker], [record])).toEqual([])
    const page = pageMarkers('content/go.mdx', 'intro\n| jobs (`NewJob`, since v1.0.3) |\n')
    expect(check(page, [{ ...record, at: 'content/go.mdx', subject: '`NewJob`, since' }])).toEqual([])
  })

  it('fails on a marker without a record, and on a record without a marker', () => {
    expect(check([marker], [])).toEqual([expect.stringContaining('"since v1.0.3" on kv.WithPrefix() has no record')])
    expect(check([marker], [{ ...record, subject: 'kv.Keys()' }])).toEqual([
      expect.stringContaining('has no record'),
      expect.stringContaining('matches no marker'),
    ])
    expect(check([marker], [record, record])).toEqual([expect.stringContaining('has 2 records')])
  })

  it('fails on a tag the SDK does not have', () => {
    expect(check([marker], [{ ...record, absentAt: 'v1.0.2.1' as string }])).toEqual([
      'nitrictech/go-sdk has no tag v1.0.2.1',
      'absentAt must be v1.0.2, the release before v1.0.3',
    ])
    expect(check([{ ...marker, claim: 'since v1.0.9' }], [{ ...record, claim: 'since v1.0.9', verified: { ...record.verified, tag: 'v1.0.9' } }])).toContain('nitrictech/go-sdk has no tag v1.0.9')
  })

  it('fails when the record was verified at another release than the claim, or not against the release before', () => {
    expect(check([marker], [{ ...record, verified: { ...record.verified, tag: 'v1.0.4' } }])).toEqual(['the claim is since v1.0.3 but it was verified at v1.0.4'])
    expect(check([marker], [{ ...record, absentAt: 'v1.0.1' }])).toEqual(['absentAt must be v1.0.2, the release before v1.0.3'])
    const first = { ...marker, claim: 'since v1.0.0' }
    expect(check([first], [{ ...record, claim: 'since v1.0.0', verified: { ...record.verified, tag: 'v1.0.0' }, absentAt: undefined }])).toEqual([])
    expect(check([first], [{ ...record, claim: 'since v1.0.0', verified: { ...record.verified, tag: 'v1.0.0' } }])).toEqual([expect.stringContaining('first release: drop absentAt')])
  })

  it('orders tags as releases and skips pre-releases for the release before', () => {
    expect(['v1.0.10', 'v1.0.3', 'v1.0.3-rc.2', 'v1.0.3-rc.10', 'v0.9.0'].sort(compareTags)).toEqual(['v0.9.0', 'v1.0.3-rc.2', 'v1.0.3-rc.10', 'v1.0.3', 'v1.0.10'])
    expect(previousRelease(tags.get('nitrictech/go-sdk')!, 'v1.0.4')).toBe('v1.0.3')
    expect(previousRelease(tags.get('nitrictech/go-sdk')!, 'v1.0.3')).toBe('v1.0.2')
    expect(previousRelease(tags.get('nitrictech/go-sdk')!, 'v1.0.0')).toBeUndefined()
  })
})

describe('the site’s version markers', () => {
  const sdkTags = loadSdkTags()

  it('has the tags of every SDK repository, sorted, including each documented release', () => {
    for (const sdk of SDKS) {
      const list = sdkTags.get(sdkRepository(sdk))
      expect(list, `reference/sdk-tags.json has no ${sdkRepository(sdk)}: run scripts/sdk-tags.ts`).toBeDefined()
      expect(list).toEqual([...list!].sort(compareTags))
      for (const version of sdk.versionInfo) expect(list).toContain(version.source.split('@')[1])
    }
  })

  it('has a record for every marker, at tags the SDKs have', () => {
    // The content files themselves, not the loaded pages: the same prose, without building the site's routes.
    const pageFiles = filesUnder('content').filter((file) => file.endsWith('.mdx'))
    const markers = [...modelMarkers(loadAllModels()), ...pageFiles.flatMap((file) => pageMarkers(file, readFileSync(file, 'utf8')))]
    expect(markers.length).toBeGreaterThan(80)
    expect(checkVersionMarkers(markers, loadMarkerRecords(), sdkTags)).toEqual([])
  })
})
