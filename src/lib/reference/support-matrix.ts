import type { PhrasingContent, Root, RootContent, Table, TableCell, TableRow } from 'mdast'
import { BUILDING_BLOCKS } from '../building-blocks'
import { jsxAttribute, type JsxElement } from '../content/mdast-jsx'
import { heading, inlineCode, link, text } from '../content/mdast-nodes'
import type { ReferenceEntry, ReferenceIndex } from './entries'
import type { HasPage } from './links'
import { groupByOp } from './operations'

export interface MatrixColumn {
  sdk: string
  version: string
  label: string
}

export interface MatrixRow {
  op: string
  /** Per column, the entries documenting the operation there (empty: not available). */
  cells: ReferenceEntry[][]
}

export interface MatrixBlock {
  block: string
  title: string
  rows: MatrixRow[]
}

/**
 * Which SDK versions have each operation, grouped by building block: read straight from the model.
 * `version` keeps the columns of one major version (`v1`, `v0`); a block or row none of them has is left out.
 */
export function supportMatrix(index: ReferenceIndex, version?: string): { columns: MatrixColumn[]; blocks: MatrixBlock[] } {
  const models = index.models.filter((model) => version === undefined || model.version === version)
  const columns = models.map((model) => ({ sdk: model.sdk.id, version: model.version, label: `${model.sdk.label} ${model.version}` }))
  const blocks: MatrixBlock[] = []
  for (const block of BUILDING_BLOCKS) {
    const operations = groupByOp(index.entries.filter((entry) => entry.block === block.id))
    if (!operations.size) continue
    const rows = [...operations]
      .map(([op, entries]) => ({
        op,
        cells: columns.map((column) => entries.filter((e) => e.sdk.id === column.sdk && e.version === column.version)),
      }))
      .filter((row) => row.cells.some((entries) => entries.length > 0))
    if (!rows.length) continue
    blocks.push({ block: block.id, title: block.title, rows })
  }
  return { columns, blocks }
}

const cell = (children: PhrasingContent[]): TableCell => ({ type: 'tableCell', children })

function entryCell(entries: ReferenceEntry[], hasPage: HasPage): TableCell {
  if (!entries.length) return cell([text('—')])
  const parts = entries.flatMap((entry, i) => {
    const name = inlineCode(entry.title)
    const linked = hasPage(entry.route) ? link(entry.route, [name]) : name
    return i === 0 ? [linked] : [text(', '), linked]
  })
  return cell(parts)
}

/** The matrix as Markdown tables, one per building block, each under its own heading. */
export function supportMatrixNodes(index: ReferenceIndex, hasPage: HasPage, version?: string): RootContent[] {
  const { columns, blocks } = supportMatrix(index, version)
  return blocks.flatMap((block): RootContent[] => {
    const header: TableRow = { type: 'tableRow', children: [cell([text('Operation')]), ...columns.map((c) => cell([text(c.label)]))] }
    const rows: TableRow[] = block.rows.map((row) => ({ type: 'tableRow', children: [cell([inlineCode(row.op)]), ...row.cells.map((entries) => entryCell(entries, hasPage))] }))
    // Each row names one operation in every SDK: a search for a method should find its page, not this row.
    // The page's Markdown names the calls without their links, which would double the matrix's size past
    // what an agent reads in one go; an agent finds a call's page by its name (each SDK version's llms.txt, MCP get_symbol).
    const table: Table = { type: 'table', align: header.children.map(() => null), children: [header, ...rows], data: { searchText: false, markdownLinks: false } as Table['data'] }
    return [heading(block.title), table]
  })
}

/**
 * Replaces a page's `<SupportMatrix version="v1" />` element with the generated tables of that major
 * version's SDKs. One page per major version: all of them in one page, every cell linked, made an HTML
 * page over 50,000 characters once converted to text, more than an agent reads in one go.
 */
export function expandSupportMatrix(tree: Root, index: ReferenceIndex, hasPage: HasPage): void {
  const at = tree.children.findIndex((node) => node.type === 'mdxJsxFlowElement' && node.name === 'SupportMatrix')
  if (at === -1) return
  const version = jsxAttribute(tree.children[at] as JsxElement, 'version')
  if (typeof version !== 'string') throw new Error('<SupportMatrix /> needs a version attribute, for example version="v1"')
  tree.children.splice(at, 1, ...supportMatrixNodes(index, hasPage, version))
}
