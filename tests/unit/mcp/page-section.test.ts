import { findHeading, markdownHeadingLines, markdownSection } from '@/lib/mcp/page-section'

const markdown = ['# Title', '', '> about', '', '## One', 'text', '```bash', '# not a heading', '```', '### One A', 'a', '## Two', '````md', '## inside', '```', 'still code', '````', 'b'].join('\n')
const headings = [
  { depth: 2, id: 'one', text: 'One' },
  { depth: 3, id: 'one-a', text: 'One A' },
  { depth: 2, id: 'two', text: 'Two' },
]

describe('markdownHeadingLines', () => {
  it('skips lines in fenced code, nested fences included', () => {
    expect(markdownHeadingLines(markdown.split('\n')).map(({ depth }) => depth)).toEqual([1, 2, 3, 2])
  })
})

describe('findHeading', () => {
  it('takes an anchor id, a #anchor or the heading text, in any case', () => {
    expect(findHeading(headings, 'one-a')).toBe(1)
    expect(findHeading(headings, '#two')).toBe(2)
    expect(findHeading(headings, 'one a')).toBe(1)
    expect(findHeading(headings, 'three')).toBe(-1)
  })
})

describe('markdownSection', () => {
  it('runs from the heading to the next heading of the same or a higher level', () => {
    expect(markdownSection(markdown, headings, 0)).toBe('## One\ntext\n```bash\n# not a heading\n```\n### One A\na\n')
    expect(markdownSection(markdown, headings, 1)).toBe('### One A\na\n')
    expect(markdownSection(markdown, headings, 2)).toMatch(/^## Two\n````md\n## inside[\s\S]*\nb\n$/)
  })

  it('gives up when the headings do not line up with the page', () => {
    expect(markdownSection(markdown, headings.slice(1), 0)).toBeUndefined()
  })
})
