import type { PhrasingContent, Root, RootContent, Table, TableCell, TableRow } from 'mdast'
import { heading, inlineCode, link, paragraph, text } from '../content/mdast-nodes'
import { documentedVersions, getSdk, latestVersion, parseReferenceRoute, referenceHref, type Sdk } from '../sdks'
import type { ReferenceEntry, ReferenceIndex } from './entries'
import type { HasPage } from './links'
import type { UpgradeNotes } from './upgrade-notes'
import { diffVersions, type OperationChange, type VersionDiff } from './version-diff'

/** The two versions an SDK's "What changed" page compares: the latest and the one before it. */
export function changesVersions(sdk: Sdk): { from: string; to: string } | undefined {
  const [to, from] = documentedVersions(sdk)
  return from && to === latestVersion(sdk) ? { from, to } : undefined
}

/** The address of an SDK's "What changed" page, the one place it is written; undefined for an SDK with one version. */
export function versionChangesRoute(sdk: Sdk): string | undefined {
  return changesVersions(sdk) && referenceHref(sdk, latestVersion(sdk), ['changes'])
}

/** The SDK whose "What changed" page lives at `route`, if any. */
export function versionChangesSdk(route: string): Sdk | undefined {
  const sdk = parseReferenceRoute(route)?.sdk
  return sdk && versionChangesRoute(sdk) === route ? sdk : undefined
}

const KIND_LABELS: Record<OperationChange['kind'], string> = { added: 'Added', removed: 'Removed', renamed: 'Renamed', changed: 'Signature changed' }

const cell = (children: PhrasingContent[]): TableCell => ({ type: 'tableCell', children })

function entriesCell(entries: ReferenceEntry[], hasPage: HasPage): TableCell {
  if (!entries.length) return cell([text('—')])
  return cell(
    entries.flatMap((entry, i) => {
      const name = inlineCode(entry.title)
      return [...(i ? [text(', ')] : []), hasPage(entry.route) ? link(entry.route, [name]) : name]
    }),
  )
}

function summary(diff: VersionDiff, notes: UpgradeNotes): RootContent {
  const sdk = getSdk(diff.sdk)!
  const source = (version: string) => sdk.versionInfo.find((info) => info.id === version)!.source
  const count = (kind: OperationChange['kind']) => diff.blocks.reduce((n, block) => n + block.changes.filter((c) => c.kind === kind).length, 0)
  const parts: PhrasingContent[] = [
    text(`Compared: ${diff.from} as of `),
    inlineCode(source(diff.from)),
    text(` and ${diff.to} as of `),
    inlineCode(source(diff.to)),
    text(
      `. Operations added: ${count('added')}, removed: ${count('removed')}, renamed: ${count('renamed')}, changed in signature: ${count('changed')}; the same in both: ${diff.unchanged}. Each row links the operation's page in both versions.`,
    ),
  ]
  if (notes.section) parts.push(text(' The upgrade guide explains the changes with code before and after, in '), link(notes.section.href, [text(`its ${notes.section.label} section`)]), text('.'))
  return paragraph(parts)
}

/**
 * The topic of the upgrade guide that covers a change: its own, else its resource's when that changed
 * the same way (the note that `collection()` is gone covers `collection.doc()` too).
 */
function changeNote(change: OperationChange, changes: readonly OperationChange[], notes: UpgradeNotes) {
  const own = notes.forChange(change)
  if (own) return own
  const resource = change.op.split('.')[0]
  const parent = resource !== change.op ? changes.find((other) => other.op === resource && other.kind === change.kind) : undefined
  return parent && notes.forChange(parent)
}

/** The page's body: a summary, then per building block a table of the operations added, removed, renamed and changed. */
export function versionChangesNodes(diff: VersionDiff, hasPage: HasPage, notes: UpgradeNotes): RootContent[] {
  const nodes: RootContent[] = [summary(diff, notes)]
  for (const block of diff.blocks) {
    const header: TableRow = { type: 'tableRow', children: ['Change', 'Operation', diff.from, diff.to, 'Upgrade notes'].map((label) => cell([text(label)])) }
    const rows: TableRow[] = block.changes.map((change) => {
      const note = changeNote(change, block.changes, notes)
      return {
        type: 'tableRow',
        children: [cell([text(KIND_LABELS[change.kind])]), cell([inlineCode(change.op)]), entriesCell(change.from, hasPage), entriesCell(change.to, hasPage), cell(note ? [link(note.href, [text(note.label)])] : [text('—')])],
      }
    })
    // Rows name operations: a search for a method should find its page, not this row.
    const table: Table = {
      type: 'table',
      align: header.children.map(() => null),
      children: [header, ...rows],
      data: { searchText: false, hProperties: { ariaLabel: `${block.title}: changes from ${diff.from} to ${diff.to}` } } as Table['data'],
    }
    const topics = [...new Set(block.changes.map((change) => (change.to[0] ?? change.from[0]).group))].flatMap(notes.forGroup)
    const guide = topics.length ? [paragraph([text('In the upgrade guide: '), ...topics.flatMap((topic, i) => [...(i ? [text(' · ')] : []), link(topic.href, [text(topic.label)])])])] : []
    nodes.push(heading(block.title), ...guide, table)
  }
  return nodes
}

/**
 * Replaces `<VersionChanges />` with the generated comparison of the SDK whose "What changed" page
 * `route` is. Throws when the element is on any other page.
 */
export function expandVersionChanges(tree: Root, route: string, index: ReferenceIndex, hasPage: HasPage, notes: (sdk: Sdk) => UpgradeNotes): void {
  const at = tree.children.findIndex((node) => node.type === 'mdxJsxFlowElement' && (node as { name?: string }).name === 'VersionChanges')
  if (at === -1) return
  const sdk = versionChangesSdk(route)
  const versions = sdk && changesVersions(sdk)
  const diff = versions && diffVersions(index, sdk.id, versions.from, versions.to)
  if (!sdk || !diff) throw new Error(`<VersionChanges /> belongs on an SDK's "What changed" page (${route} is not one, or its versions have no model)`)
  tree.children.splice(at, 1, ...versionChangesNodes(diff, hasPage, notes(sdk)))
}
