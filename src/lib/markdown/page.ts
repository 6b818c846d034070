import type { DocPage } from '@/lib/content/loader'
import { canonicalUrl } from '@/lib/head'
import { absoluteUrl } from './links'
import { markCheckedSamples } from '@/lib/sample-links/mark'
import { checkedLabel, readSampleRecords } from '@/lib/sample-links/store'
import { SAMPLE_META } from '@/lib/sample-links/transformer'
import { mdxTreeToMarkdown } from './to-markdown'

export interface PageMarkdownOptions {
  siteUrl: string
  /** Adds a `Source:` line with the page's address (for llms-full.txt, where pages follow each other). */
  withSource?: boolean
}

// The loader keeps one DocPage per file for the life of the process: convert each body once.
const bodies = new WeakMap<DocPage, Map<string, string>>()

function bodyMarkdown(page: DocPage, siteUrl: string): string {
  const bySite = bodies.get(page) ?? new Map<string, string>()
  bodies.set(page, bySite)
  let body = bySite.get(siteUrl)
  if (body === undefined) {
    // The blocks the sample check checked carry the line the page shows under them, as the HTML does.
    const tree = structuredClone(page.tree)
    const records = readSampleRecords()
    markCheckedSamples(tree, page, records)
    const checkedNote = (meta: string | null | undefined) => {
      const record = records.get(SAMPLE_META.exec(meta ?? '')?.[1] ?? '')
      return record && checkedLabel(record)
    }
    body = mdxTreeToMarkdown(tree, (url) => absoluteUrl(url, siteUrl, page.route), checkedNote).trim()
    bySite.set(siteUrl, body)
  }
  return body
}

/** A page as one Markdown document: its title as the heading, its description, then its body. */
export function pageMarkdown(page: DocPage, { siteUrl, withSource = false }: PageMarkdownOptions): string {
  const head = [`# ${oneLine(page.title)}`, ...(withSource ? [`Source: ${canonicalUrl(siteUrl, page.route)}`] : []), `> ${escapeAngles(oneLine(page.description))}`]
  return [...head, bodyMarkdown(page, siteUrl)].filter(Boolean).join('\n\n') + '\n'
}

/** A description is plain text: `Queue<T>()` must not read as an HTML tag in Markdown. */
function escapeAngles(text: string): string {
  return text.replace(/</g, '\\<')
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}
