import type { Heading, InlineCode, Root } from 'mdast'
import { toString } from 'mdast-util-to-string'
import type { Node } from 'unist'
import { visit } from 'unist-util-visit'
import type { Sdk } from '../sdks'
import type { ReferenceEntry } from './entries'
import type { OperationChange } from './version-diff'

/** The hand-written upgrade guide: one `##` section per SDK (titled with its label), one `###` per topic. */
export const UPGRADE_GUIDE_ROUTE = '/support/upgrade'

export interface UpgradeNote {
  href: string
  label: string
}

export interface UpgradeNotes {
  /** The SDK's whole section of the guide, when it has one. */
  section?: UpgradeNote
  /** The topics whose heading names a resource group (`Queues`, `API security`), for that group's table. */
  forGroup: (group: string) => UpgradeNote[]
  /** The topic that covers one change, when one does. */
  forChange: (change: OperationChange) => UpgradeNote | undefined
}

/** One paragraph or list item of a topic: its words and the names it shows as code. */
interface Passage {
  words: string
  /** Each name's last part: `FileRef.sign_url()` → `sign_url`. */
  names: Set<string>
  /** Each name as written, without a call's arguments: `nitric.NewCollection`, `kv`. */
  written: Set<string>
}

interface Topic {
  note: UpgradeNote
  /** The heading's words, lower case and without plural `s`. */
  words: string
  passages: Passage[]
}

/** `Queues` → `queue`, `API security` → `api security`: compare words without case or plural `s`. */
const words = (value: string) =>
  value
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.replace(/s$/, ''))
    .join(' ')

const GRANTS = new Set(['allow', 'for', 'with'])
const GRANT_TOPIC = words('Requesting access')

/** A name or call written as inline code (`send`, `allow()`, `nitric.NewApi`) without its arguments; other code gives nothing. */
const codeName = (value: string) => /^(\w+(?:\.\w+)*)(?:\(.*\))?$/.exec(value.trim())?.[1]

function passage(node: Node): Passage {
  const found: Passage = { words: ` ${words(toString(node))} `, names: new Set(), written: new Set() }
  visit(node, 'inlineCode', (code: InlineCode) => {
    const name = codeName(code.value)
    if (!name) return
    found.written.add(name)
    found.names.add(name.split('.').at(-1)!)
  })
  return found
}

/** The SDK's section of the guide and its topics, from a tree whose headings have their ids. */
function sectionTopics(tree: Root, sdk: Sdk): { section?: UpgradeNote; topics: Topic[] } {
  const idOf = (heading: Heading) => String((heading.data?.hProperties as { id?: string } | undefined)?.id ?? '')
  const note = (heading: Heading): UpgradeNote => ({ href: `${UPGRADE_GUIDE_ROUTE}#${idOf(heading)}`, label: toString(heading).trim() })
  let section: UpgradeNote | undefined
  const topics: Topic[] = []
  for (const node of tree.children) {
    if (node.type === 'heading' && node.depth <= 2) {
      if (section) break
      if (node.depth === 2 && toString(node).trim() === sdk.label) section = note(node)
      continue
    }
    if (!section) continue
    if (node.type === 'heading' && node.depth === 3) {
      topics.push({ note: note(node), words: ` ${words(toString(node))} `, passages: [] })
      continue
    }
    const topic = topics.at(-1)
    if (topic) topic.passages.push(...(node.type === 'list' ? node.children.map(passage) : [passage(node)]))
  }
  return { section, topics }
}

/** Whether a passage speaks of an entry: its call in code, and (for a method) its resource or group named in the topic or the passage. */
function speaksOf(topic: Topic, passage: Passage, entry: ReferenceEntry): boolean {
  const title = entry.title.replace(/\(.*$/, '')
  if (entry.kind === 'resource') return passage.written.has(title) || passage.written.has(title.split('.').at(-1)!) && !title.includes('.')
  if (!passage.names.has(title.split('.').at(-1)!)) return false
  const about = [words(entry.group), words(entry.resource.name)].map((w) => ` ${w} `)
  return about.some((w) => topic.words.includes(w) || passage.words.includes(w))
}

/**
 * Maps the changes of one SDK to the topics of its section in the upgrade guide, read from the guide
 * itself: a change to how resources are granted (`allow()`, `for()`, `With()`) to the topic on
 * requesting access; any other change to the topic with a passage that shows one of its calls in code
 * and names its resource (`**Storage.** \`FileRef.sign_url()\` is gone`); each resource group to the
 * topics whose heading names it. A change the guide does not name gets no note.
 */
export function upgradeNotes(guide: Root | undefined, sdk: Sdk): UpgradeNotes {
  const { section, topics } = guide ? sectionTopics(guide, sdk) : { section: undefined, topics: [] }
  const grants = topics.find((topic) => topic.words.startsWith(` ${GRANT_TOPIC}`))
  const others = topics.filter((topic) => topic !== grants)
  const byHeading = (group: string) => others.filter((topic) => topic.words.includes(` ${words(group)} `))
  return {
    ...(section ? { section } : {}),
    forGroup: (group) => byHeading(group).map((topic) => topic.note),
    forChange(change) {
      const entries = [...change.from, ...change.to]
      if (entries.some((entry) => entry.method && GRANTS.has(entry.method.name.toLowerCase()))) return grants?.note
      const naming = others.filter((topic) => topic.passages.some((p) => entries.some((entry) => speaksOf(topic, p, entry))))
      const group = byHeading(entries[0].group)
      return (naming.find((topic) => group.includes(topic)) ?? naming[0])?.note
    },
  }
}
