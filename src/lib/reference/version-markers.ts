import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse as parseYaml } from 'yaml'
import { SDKS, type Sdk } from '../sdks'
import type { ModelProblem } from './check-model'
import { releaseLabel } from './lifecycle'
import type { SdkModel } from './load-model'
import { formatIssues, versionMarkersFileSchema, type VersionMarkerRecord } from './schema'
import { previousRelease, sdkRepository } from './sdk-tags'

/** One "since vX" / "added in vX" / "deprecated in vX" claim found in the model or on a page. */
export interface VersionMarker {
  /** The file that carries it, from the repository root. */
  at: string
  /** `since vX.Y.Z`, `deprecated in vX.Y.Z` or `deprecated` (a model field without a release). */
  claim: string
  /** Model fields: the entry title (` › param` or ` › returns` for prose in those descriptions). */
  subject?: string
  /** Page prose: the whole line, which a record's subject must be part of. */
  line?: string
}

export interface MarkerRecords {
  sdk: Sdk
  /** The records file, from the repository root. */
  file: string
  records: VersionMarkerRecord[]
}

const PROSE_MARKER = /\b(deprecated (?:in|since)|since|added in|introduced in)\s+(v?\d+\.\d+\.\d+)\b/gi

/** The markers in a piece of prose, as claims (`Added in v1.4.0` → `since v1.4.0`). */
export function proseClaims(text: string): string[] {
  return [...text.matchAll(PROSE_MARKER)].map(([, kind, version]) => `${/^deprecated/i.test(kind) ? 'deprecated in' : 'since'} ${releaseLabel(version)}`)
}

/** The model's markers: `since` and `deprecated` fields, and prose markers in parameter and return descriptions. */
export function modelMarkers(models: readonly SdkModel[]): VersionMarker[] {
  const markers: VersionMarker[] = []
  for (const model of models) {
    for (const folder of model.folders) {
      for (const item of folder.resources.flatMap((resource) => [resource, ...resource.methods])) {
        const at = folder.file
        if (item.since) markers.push({ at, subject: item.title, claim: `since ${releaseLabel(item.since)}` })
        if (item.deprecated) markers.push({ at, subject: item.title, claim: 'deprecated' })
        for (const param of item.params) for (const claim of proseClaims(param.description ?? '')) markers.push({ at, subject: `${item.title} › ${param.name}`, claim })
        for (const claim of proseClaims(item.returns?.description ?? '')) markers.push({ at, subject: `${item.title} › returns`, claim })
      }
    }
  }
  return markers
}

/** The prose markers of one page, line by line. */
export function pageMarkers(file: string, source: string): VersionMarker[] {
  return source.split('\n').flatMap((line) => proseClaims(line).map((claim) => ({ at: file, claim, line })))
}

const matches = (record: VersionMarkerRecord, marker: VersionMarker) =>
  record.at === marker.at && record.claim === marker.claim && (marker.line !== undefined ? marker.line.includes(record.subject) : record.subject === marker.subject)

const describe = (marker: VersionMarker) => `"${marker.claim}"${marker.subject ? ` on ${marker.subject}` : ` in "${marker.line!.trim().slice(0, 80)}"`}`

/**
 * Every marker has exactly one record; every record belongs to a marker and names tags the SDK's
 * repository has: the claimed release itself, and the release before it as the place it is absent.
 */
export function checkVersionMarkers(markers: readonly VersionMarker[], sources: readonly MarkerRecords[], tags: ReadonlyMap<string, readonly string[]>): ModelProblem[] {
  const problems: ModelProblem[] = []
  const all = sources.flatMap((source) => source.records.map((record) => ({ source, record })))
  for (const marker of markers) {
    const found = all.filter(({ record }) => matches(record, marker))
    if (found.length === 0) problems.push({ where: marker.at, message: `version marker ${describe(marker)} has no record: check it against the tags and add it to reference/<sdk>/version-markers.yaml` })
    if (found.length > 1) problems.push({ where: marker.at, message: `version marker ${describe(marker)} has ${found.length} records: ${found.map(({ source }) => source.file).join(', ')}` })
  }
  for (const { source, record } of all) {
    const where = `${source.file}: ${record.at} (${record.subject})`
    if (!markers.some((marker) => matches(record, marker))) {
      problems.push({ where, message: `record "${record.claim}" matches no marker in ${record.at}: remove it or correct at, subject or claim` })
      continue
    }
    const repo = sdkRepository(source.sdk)
    const known = tags.get(repo)
    if (!known) {
      problems.push({ where, message: `reference/sdk-tags.json has no tags for ${repo}: run scripts/sdk-tags.ts` })
      continue
    }
    for (const tag of [record.verified.tag, record.absentAt]) {
      if (tag && !known.includes(tag)) problems.push({ where, message: `${repo} has no tag ${tag}` })
    }
    const version = /v\d+\.\d+\.\d+$/.exec(record.claim)?.[0]
    if (!version) continue
    if (record.verified.tag !== version) problems.push({ where, message: `the claim is ${record.claim} but it was verified at ${record.verified.tag}` })
    const before = previousRelease(known, version)
    if (before !== record.absentAt) {
      problems.push({ where, message: before ? `absentAt must be ${before}, the release before ${version}` : `${version} is ${repo}'s first release: drop absentAt` })
    }
  }
  return problems
}

export const markersFile = (sdk: Sdk) => `reference/${sdk.id}/version-markers.yaml`

/** Each SDK's records; a missing file means no records. Throws with the file and field when a file is malformed. */
export function loadMarkerRecords(root = process.cwd()): MarkerRecords[] {
  return SDKS.flatMap((sdk) => {
    const file = markersFile(sdk)
    const absolute = join(root, file)
    if (!existsSync(absolute)) return []
    const data = parseYaml(readFileSync(absolute, 'utf8')) as unknown
    const result = versionMarkersFileSchema.safeParse(data)
    if (!result.success) throw new Error(formatIssues(file, result.error, data))
    return [{ sdk, file, records: result.data.markers }]
  })
}
