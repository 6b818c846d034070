import { describe, expect, it } from 'vitest'
import { getAllPages } from '@/lib/content/loader'
import { pageMarkdown } from '@/lib/markdown/page'
import { markdownSection } from '@/lib/page-actions/markdown-section'

const PAGE = [
  '# Buckets',
  '',
  '> Store files.',
  '',
  '## Create a bucket',
  '',
  'Declare it.',
  '',
  '```python',
  '# not a heading',
  '## nor this',
  '```',
  '',
  '### Permissions',
  '',
  'Ask for them.',
  '',
  '#### Read',
  '',
  'Reading.',
  '',
  '## Delete a bucket',
  '',
  '~~~md',
  '## still code',
  '~~~',
  '',
].join('\n')

describe('markdownSection', () => {
  it('runs from the heading to the next heading of the same or a higher level, its subsections included', () => {
    expect(markdownSection(PAGE, 0)).toBe(PAGE.split('\n').slice(4, 20).join('\n'))
    expect(markdownSection(PAGE, 1)).toBe('### Permissions\n\nAsk for them.\n\n#### Read\n\nReading.')
    expect(markdownSection(PAGE, 2)).toBe('#### Read\n\nReading.')
  })

  it('runs to the end of the page for the last section, and skips headings inside fences', () => {
    expect(markdownSection(PAGE, 3)).toBe('## Delete a bucket\n\n~~~md\n## still code\n~~~')
  })

  it('has nothing for a heading the page does not have', () => {
    expect(markdownSection(PAGE, 4)).toBeUndefined()
    expect(markdownSection('# Title only\n', 0)).toBeUndefined()
  })
})

/** A heading's words as Markdown writes them, without its marks (code, emphasis, links, escapes). */
const plain = (text: string) => text.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[`*_\\]/g, '').replace(/\s+/g, ' ').trim()

describe('every page', () => {
  it('has one Markdown section per heading the page shows with an id, in the same order', () => {
    for (const page of getAllPages()) {
      const markdown = pageMarkdown(page, { siteUrl: 'https://nitric.io' })
      const headings = page.headings.filter((heading) => heading.depth >= 2)
      headings.forEach((heading, index) => {
        const first = markdownSection(markdown, index)?.split('\n')[0] ?? ''
        expect(plain(first), `${page.route} #${heading.id}`).toContain(plain(heading.text))
      })
      expect(markdownSection(markdown, headings.length), page.route).toBeUndefined()
    }
    // Converting every page to Markdown takes seconds, more on a busy machine.
  }, 120_000)
})
