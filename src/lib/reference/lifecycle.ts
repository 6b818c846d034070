import type { Paragraph, PhrasingContent } from 'mdast'
import { inlineCode, link, text } from '../content/mdast-nodes'
import type { ReferenceEntry, ReferenceIndex } from './entries'
import type { HasPage } from './links'
import { versionOperations } from './operations'
import { signatureShape } from './signature-shape'

/** An entry named in a lifecycle line: its page's route when that page exists. */
export interface LifecycleRef {
  title: string
  version: string
  href?: string
}

/** When an entry appeared, whether it is deprecated, and what became of it in the next major version. */
export interface Lifecycle {
  /**
   * `release`: the model's `since` marker (`v1.1.1`), or that of the same entry in the oldest major
   * version that has it without a break; `major`: the entry is in the previous major
   * version too, so it has been there since `version`; `new`: its operation is absent from the previous
   * major version, or is there under another name (`replaces`).
   */
  since?: { kind: 'release' | 'major' | 'new'; version: string; replaces: LifecycleRef[] }
  /** The model marks it deprecated; `use` are its replacements in the same version, when the model names them. */
  deprecated?: { use: LifecycleRef[] }
  /**
   * The next major version of the same SDK: `removed` when no entry of that version has this name for
   * the operation (`use`: the entries that carry the operation there, if any), `changed` when the
   * same name has another signature there.
   */
  next?: { kind: 'removed' | 'changed'; version: string; use: LifecycleRef[] }
}

const itemOf = (entry: ReferenceEntry) => entry.method ?? entry.resource
const hasModel = (index: ReferenceIndex, sdk: string, version: string) => index.models.some((m) => m.sdk.id === sdk && m.version === version)

function ref(entry: ReferenceEntry, hasPage: HasPage): LifecycleRef {
  return { title: entry.title, version: entry.version, ...(hasPage(entry.route) ? { href: entry.route } : {}) }
}

/** Live entries first: a replacement is rarely one that is itself deprecated. */
const preferLive = (entries: ReferenceEntry[]) => [...entries.filter((e) => !itemOf(e).deprecated), ...entries.filter((e) => itemOf(e).deprecated)]

/** `v1.1.1` for `1.1.1` or `v1.1.1`: markers are written both ways. */
export const releaseLabel = (since: string) => (/^\d/.test(since) ? `v${since}` : since)

/**
 * What replaces a deprecated entry: the live entries of the same operation in its version, else the
 * methods of its resource that the deprecation text names as calls (`upload_url()`); none when the
 * text names nothing the model has.
 */
function deprecationReplacements(entry: ReferenceEntry, index: ReferenceIndex): ReferenceEntry[] {
  const sameVersion = versionOperations(index, entry.sdk.id, entry.version)
  const sameOp = (sameVersion.get(entry.op) ?? []).filter((e) => e !== entry && !itemOf(e).deprecated)
  if (sameOp.length) return sameOp
  const advice = itemOf(entry).deprecated
  if (typeof advice !== 'string') return []
  const called = new Set([...advice.matchAll(/([A-Za-z_][\w]*)\(\)/g)].map((match) => match[1]))
  return index.entries.filter((e) => e.resource === entry.resource && e !== entry && e.method && called.has(e.method.name) && !e.method.deprecated)
}

/** The lifecycle of one entry, read from its model markers and the neighbouring major versions of its SDK. */
export function entryLifecycle(entry: ReferenceEntry, index: ReferenceIndex, hasPage: HasPage): Lifecycle {
  const lifecycle: Lifecycle = {}
  const versions = entry.sdk.versions
  const at = versions.indexOf(entry.version)
  const older = versions.slice(at + 1).filter((v) => hasModel(index, entry.sdk.id, v))
  const newer = versions.slice(0, at).filter((v) => hasModel(index, entry.sdk.id, v))
  const item = itemOf(entry)

  if (item.since) lifecycle.since = { kind: 'release', version: releaseLabel(item.since), replaces: [] }
  else if (older.length) {
    let earliest: ReferenceEntry | undefined
    for (const version of older) {
      const same = (versionOperations(index, entry.sdk.id, version).get(entry.op) ?? []).find((e) => e.title === entry.title)
      if (!same) break
      earliest = same
    }
    const release = earliest && itemOf(earliest).since
    if (release) lifecycle.since = { kind: 'release', version: releaseLabel(release), replaces: [] }
    else if (earliest) lifecycle.since = { kind: 'major', version: earliest.version, replaces: [] }
    else {
      const before = versionOperations(index, entry.sdk.id, older[0]).get(entry.op) ?? []
      lifecycle.since = { kind: 'new', version: entry.version, replaces: preferLive(before).map((e) => ref(e, hasPage)) }
    }
  }

  if (item.deprecated) lifecycle.deprecated = { use: deprecationReplacements(entry, index).map((e) => ref(e, hasPage)) }

  const next = newer.at(-1)
  if (next) {
    const after = versionOperations(index, entry.sdk.id, next).get(entry.op) ?? []
    const same = after.find((e) => e.title === entry.title)
    if (!same) lifecycle.next = { kind: 'removed', version: next, use: preferLive(after).map((e) => ref(e, hasPage)) }
    else if (signatureShape(same) !== signatureShape(entry)) lifecycle.next = { kind: 'changed', version: next, use: [ref(same, hasPage)] }
  }
  return lifecycle
}

function refNodes(refs: LifecycleRef[], showVersion: boolean): PhrasingContent[] {
  return refs.flatMap((r, i) => {
    const name = inlineCode(r.title)
    const linked = r.href ? link(r.href, [name]) : name
    return [...(i === 0 ? [] : [text(i === refs.length - 1 ? ' or ' : ', ')]), linked, ...(showVersion ? [text(` (${r.version})`)] : [])]
  })
}

/** The lifecycle as one short line of Markdown (the page shows it above its introduction); undefined when there is nothing to say. */
export function lifecycleParagraph(lifecycle: Lifecycle): Paragraph | undefined {
  const parts: PhrasingContent[][] = []
  const { since, deprecated, next } = lifecycle
  if (since?.kind === 'release' || since?.kind === 'major') parts.push([text(`Available since ${since.version}`)])
  if (since?.kind === 'new') parts.push([text(`New in ${since.version}`), ...(since.replaces.length ? [text(', replacing '), ...refNodes(since.replaces, true)] : [])])
  if (deprecated) parts.push([text('Deprecated'), ...(deprecated.use.length ? [text(': use '), ...refNodes(deprecated.use, false)] : [])])
  if (next?.kind === 'removed') parts.push([text(`Removed in ${next.version}`), ...(next.use.length ? [text(': use '), ...refNodes(next.use, false), text(` in ${next.version}`)] : [])])
  if (next?.kind === 'changed') parts.push([text(`Signature changed in ${next.version}: see `), ...refNodes(next.use, true)])
  if (!parts.length) return undefined
  const children = parts.flatMap((part, i) => (i === 0 ? part : [text(' · '), ...part]))
  return {
    type: 'paragraph',
    children,
    data: { hProperties: { className: ['lifecycle'], dataLifecycle: '' }, searchText: false } as Paragraph['data'],
  }
}
