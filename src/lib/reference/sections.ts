import type { BlockContent, Code, List, ListItem, Paragraph, PhrasingContent, Root, RootContent } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { heading, inlineCode, link, paragraph, text } from '../content/mdast-nodes'
import type { ReferenceEntry, ReferenceIndex } from './entries'
import { entryLifecycle, lifecycleParagraph } from './lifecycle'
import { otherLanguages, type HasPage } from './links'
import type { ModelParam } from './schema'

interface SectionContext {
  index: ReferenceIndex
  hasPage: HasPage
}

const attribute = (name: string, value: string | null) => ({ type: 'mdxJsxAttribute' as const, name, value })

/** A model description (Markdown, our own words) as block content. */
function markdown(value: string): BlockContent[] {
  return fromMarkdown(value).children as BlockContent[]
}

function jsx(name: string, attributes: ReturnType<typeof attribute>[], children: BlockContent[]): RootContent {
  return { type: 'mdxJsxFlowElement', name, attributes, children } as unknown as RootContent
}

function property(param: ModelParam): RootContent {
  const attributes = [attribute('name', param.variadic ? `...${param.name}` : param.name)]
  if (param.type) attributes.push(attribute('type', param.type))
  if (param.required) attributes.push(attribute('required', null))
  const body = markdown(param.description ?? '')
  if (param.default !== undefined) body.push(paragraph([text('Default: '), inlineCode(param.default)]))
  return jsx('Property', attributes, body)
}

function signatureBlock(entry: ReferenceEntry): Code {
  const signature = (entry.method ?? entry.resource).signature
  return { type: 'code', lang: entry.sdk.language, meta: 'title="Signature"', value: signature }
}

function joined(links: PhrasingContent[]): PhrasingContent[] {
  return links.flatMap((node, i) => (i === 0 ? [node] : [text(' · '), node]))
}

/**
 * The parts of a reference page that are data, generated from the model: deprecation, signature,
 * links to the other languages, parameters, return value, permissions and (on a resource page) its
 * methods. They go after the page's introduction, before its first `##` heading.
 */
export function referenceSections(entry: ReferenceEntry, { index, hasPage }: SectionContext): RootContent[] {
  const item = entry.method ?? entry.resource
  const nodes: RootContent[] = []
  if (item.deprecated) {
    const advice = item.deprecated === true ? [] : markdown(item.deprecated)
    nodes.push(jsx('Warning', [attribute('title', 'Deprecated')], advice.length ? advice : [paragraph([text(`${entry.title} is deprecated.`)])]))
  }
  nodes.push(signatureBlock(entry))
  const languages = otherLanguages(entry, index, hasPage)
  if (languages.length) {
    nodes.push(paragraph([text('In other languages: '), ...joined(languages.map((l) => link(l.href, [text(l.label)])))]))
  }
  if (item.params.length) nodes.push(heading('Parameters'), jsx('Properties', [], item.params.map(property) as BlockContent[]))
  if (item.returns) {
    const description = item.returns.description ? markdown(item.returns.description) : []
    const lead = paragraph([inlineCode(item.returns.type)])
    const [first, ...rest] = description
    nodes.push(heading('Returns'), ...(first?.type === 'paragraph' ? [paragraph([inlineCode(item.returns.type), text(': '), ...first.children]), ...rest] : [lead, ...description]))
  }
  if (entry.kind === 'resource' && entry.resource.permissions?.length) nodes.push(heading('Permissions'), permissionsParagraph(entry))
  if (entry.kind === 'resource') {
    const methods = index.entries.filter((e) => e.kind === 'method' && e.resource === entry.resource && hasPage(e.route))
    if (methods.length) {
      const items: ListItem[] = methods.map((m) => ({ type: 'listItem', spread: false, children: [paragraph([link(m.route, [inlineCode(m.title)])])] }))
      nodes.push(heading('Methods'), { type: 'list', ordered: false, spread: false, children: items } satisfies List)
    }
  }
  return nodes
}

/**
 * Puts the generated sections into a page's tree, before its first `##` heading (or at the end), and
 * the entry's lifecycle line (since, deprecated, removed in the next major) above its introduction.
 */
export function injectReferenceSections(tree: Root, entry: ReferenceEntry, context: SectionContext): void {
  const at = tree.children.findIndex((node) => node.type === 'heading' && node.depth === 2)
  tree.children.splice(at === -1 ? tree.children.length : at, 0, ...referenceSections(entry, context))
  const lifecycle = lifecycleParagraph(entryLifecycle(entry, context.index, context.hasPage))
  if (lifecycle) tree.children.unshift(lifecycle)
}

/**
 * Which permission names the resource takes and through which method: `allow()` where the version
 * has it (the deprecated `for()` taking the older names), otherwise its `for()` or `with()`.
 */
function permissionsParagraph(entry: ReferenceEntry): Paragraph {
  const { permissions = [], legacyPermissions = [], methods } = entry.resource
  const grant = (name: string) => methods.find((m) => m.name.toLowerCase() === name)
  const current = grant('allow') ?? methods.find((m) => ['for', 'with'].includes(m.name.toLowerCase()) && !m.deprecated) ?? grant('for') ?? grant('with')
  const names = (list: string[]) => joined(list.map(inlineCode))
  const lines: PhrasingContent[] = current
    ? [text('Pass one or more of these to '), inlineCode(`${current.name}()`), text(': '), ...names(permissions), text('.')]
    : [text('Permissions: '), ...names(permissions), text('.')]
  const legacy = methods.find((m) => m !== current && m.deprecated && ['for', 'with'].includes(m.name.toLowerCase()))
  if (legacy && legacyPermissions.length) lines.push(text(' The deprecated '), inlineCode(`${legacy.name}()`), text(' takes the older names: '), ...names(legacyPermissions), text('.'))
  return paragraph(lines)
}
