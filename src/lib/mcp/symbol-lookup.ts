import { distance } from 'fastest-levenshtein'
import type { ReferenceEntry, ReferenceIndex } from '../reference/entries'
import type { Sdk } from '../sdks'
import { listForMessage, ToolInputError } from './answer'
import { MAX_SUGGESTIONS } from './limits'

/** `bucket.file.read()` → `bucket.file.read`, `File.Read( )` → `file.read`: how names are compared. */
export function normaliseName(name: string): string {
  return name.toLowerCase().replace(/\([^)]*\)/g, '').replace(/\s+/g, '').replace(/^\.+|\.+$/g, '')
}

/** The name an agent can pass to find exactly this entry: its title without the parentheses. */
export function entryName(entry: ReferenceEntry): string {
  return entry.title.replace(/\(\)/g, '')
}

/**
 * Every name an entry answers to: its title and each dotted tail of it (`bucket.file.read`,
 * `file.read`, `read`), its operation key, its model name, `Owner.name`, and the facts-index keys it
 * documents (`bucket/Bucket.on` and `Bucket.on`). The title itself ranks first.
 */
export function namesOf(entry: ReferenceEntry): { title: string; others: Set<string> } {
  const item = entry.method ?? entry.resource
  const title = normaliseName(entry.title)
  const others = new Set<string>()
  const parts = title.split('.')
  for (let i = 1; i < parts.length; i++) others.add(parts.slice(i).join('.'))
  others.add(normaliseName(entry.op))
  others.add(normaliseName(item.name))
  if (entry.method?.owner) others.add(normaliseName(`${entry.method.owner}.${item.name}`))
  for (const key of item.entries) {
    others.add(normaliseName(key))
    others.add(normaliseName(key.split('/').pop() ?? key))
  }
  others.delete(title)
  return { title, others }
}

const entriesOf = (index: ReferenceIndex, sdk: Sdk, version: string) => index.entries.filter((entry) => entry.sdk.id === sdk.id && entry.version === version)

/** Entries named `name` exactly: those whose title it is when there are any, else those it is another name of. */
export function exactMatches(entries: readonly ReferenceEntry[], name: string): ReferenceEntry[] {
  const wanted = normaliseName(name)
  const byTitle = entries.filter((entry) => namesOf(entry).title === wanted)
  return byTitle.length ? byTitle : entries.filter((entry) => namesOf(entry).others.has(wanted))
}

/** Entries whose names are a few edits from `name` or contain it, closest first. */
export function nearMatches(entries: readonly ReferenceEntry[], name: string): ReferenceEntry[] {
  const wanted = normaliseName(name)
  const allowed = Math.max(2, Math.floor(wanted.length / 3))
  return entries
    .map((entry) => {
      const { title, others } = namesOf(entry)
      const names = [title, ...others]
      const edits = Math.min(...names.map((candidate) => (candidate.includes(wanted) || (candidate.length > 2 && wanted.includes(candidate)) ? 1 : distance(wanted, candidate))))
      return { entry, edits }
    })
    .filter(({ edits }) => edits <= allowed)
    .sort((a, b) => a.edits - b.edits || a.entry.title.localeCompare(b.entry.title))
    .map(({ entry }) => entry)
}

const described = (entries: readonly ReferenceEntry[]) => listForMessage([...new Set(entries.map(entryName))], MAX_SUGGESTIONS)

/**
 * The one entry of an SDK version an agent named, fuzzy on the name (`bucket.file.read`,
 * `File.read`, `read`, any case). When the name fits several, fits none, or only fits other
 * versions of the SDK, a ToolInputError says which names to use instead.
 */
export function findSymbol(index: ReferenceIndex, sdk: Sdk, version: string, name: string): ReferenceEntry {
  const entries = entriesOf(index, sdk, version)
  const where = `${sdk.label} ${version}`
  const exact = exactMatches(entries, name)
  // A deprecated alias (bucket.for beside bucket.allow) does not make a name ambiguous.
  const live = exact.filter((entry) => !(entry.method ?? entry.resource).deprecated)
  if (exact.length === 1 || live.length === 1) return exact.length === 1 ? exact[0] : live[0]
  if (exact.length > 1) throw new ToolInputError(`"${name}" is ambiguous in ${where}. Did you mean: ${described(exact)}? Pass one of these names.`)

  const elsewhere = sdk.versions
    .filter((other) => other !== version)
    .map((other) => ({ version: other, found: exactMatches(entriesOf(index, sdk, other), name) }))
    .filter(({ found }) => found.length > 0)
  if (elsewhere.length) {
    const list = elsewhere.map(({ version: other, found }) => `${other} (${described(found)})`).join('; ')
    const near = nearMatches(entries, name)
    const instead = near.length ? ` Similar names in ${version}: ${described(near)}.` : ''
    throw new ToolInputError(`"${name}" is not in ${where}. It is in ${list}: pass that version to read it.${instead}`)
  }
  const near = nearMatches(entries, name)
  if (near.length) throw new ToolInputError(`No symbol "${name}" in ${where}. Did you mean: ${described(near)}?`)
  throw new ToolInputError(`No symbol "${name}" in ${where}, nor any close name. Find it with search_docs (sdk "${sdk.id}"), or pass a resource such as ${described(entries.filter((e) => e.kind === 'resource'))}.`)
}
