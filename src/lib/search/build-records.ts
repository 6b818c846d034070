import type { DocPage } from '../content/loader'
import { mergeIdentifiers } from './code-identifiers'
import { siteConfig } from '../../site.config'
import { parseReferenceRoute } from '../sdks'
import { pageFacets, pageRank, pageTier } from './page-facets'
import { sectionForRoute } from './sections'
import { LEVELS, type Hierarchy, type RecordType, type SearchRecord } from './types'

export const DOCS_BASE_PATH = siteConfig.basePath

export type IndexablePage = Pick<DocPage, 'route' | 'title' | 'description' | 'blocks'> & Pick<DocPage, 'keywords'> & { unlisted?: boolean; reference?: { kind: 'resource' | 'method' } }

function pageUrl(route: string): string {
  return route === '/' ? DOCS_BASE_PATH : DOCS_BASE_PATH + route
}

/** Headings below the page title: `##` is lvl2, and anything deeper than lvl6 stays at lvl6. */
function headingLevel(depth: number): number {
  return Math.min(6, Math.max(2, Math.trunc(depth) || 2))
}

function withHeading(hierarchy: Hierarchy, level: number, text: string): Hierarchy {
  const next = { ...hierarchy }
  LEVELS.forEach((name, index) => {
    if (index === level) next[name] = text
    else if (index > level) next[name] = null
  })
  return next
}

/**
 * The records of one page, in document order, the way DocSearch's crawler makes them: one for the
 * page, one per heading and one per paragraph (table row, list paragraph, property, card). Code
 * blocks do not get records: their identifiers go into the `code` field of the section they are in.
 */
export function pageRecords(page: IndexablePage): SearchRecord[] {
  const base = pageUrl(page.route)
  const facets = pageFacets(page.route, page.reference?.kind)
  const isLatest = parseReferenceRoute(page.route)?.isLatest ?? true
  const rank = pageRank(facets, isLatest, page.route)
  const tier = pageTier(facets, isLatest)
  const records: SearchRecord[] = []
  const ids = new Set<string>()
  let hierarchy: Hierarchy = { lvl0: sectionForRoute(page.route), lvl1: page.title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null }

  function add(type: RecordType, anchor: string | null, content: string | null, id: string): SearchRecord {
    let objectID = id
    for (let n = 2; ids.has(objectID); n++) objectID = `${id}~${n}`
    ids.add(objectID)
    const level = type === 'content' ? 0 : 100 - 10 * Number(type.slice(3))
    const record: SearchRecord = {
      objectID,
      type,
      url: anchor ? `${base}#${anchor}` : base,
      url_without_anchor: base,
      anchor,
      content,
      hierarchy,
      code: null,
      keywords: null,
      ...facets,
      weight: { tier, pageRank: rank, level, position: records.length },
    }
    records.push(record)
    return record
  }

  let section = add('lvl1', null, null, `${page.route}#`)
  if (page.keywords?.length) section.keywords = page.keywords.join(' · ')
  let contentInSection = 0
  if (page.description) add('content', null, page.description, `${page.route}#~description`)

  for (const block of page.blocks) {
    if (block.kind === 'heading') {
      const level = headingLevel(block.depth)
      hierarchy = withHeading(hierarchy, level, block.text)
      section = add(`lvl${level}` as RecordType, block.id || null, null, `${page.route}#${block.id}`)
      contentInSection = 0
    } else if (block.kind === 'text') {
      if (block.text.trim()) add('content', section.anchor, block.text, `${section.objectID}~${++contentInSection}`)
    } else {
      const identifiers = mergeIdentifiers(section.code ? section.code.split(' ') : [], block.text)
      section.code = identifiers.length > 0 ? identifiers.join(' ') : null
    }
  }
  return records
}

/** The records of every page: what the local engine indexes and what `search:export` writes. */
export function buildRecords(pages: readonly IndexablePage[]): SearchRecord[] {
  return pages.filter((page) => !page.unlisted).flatMap(pageRecords)
}
