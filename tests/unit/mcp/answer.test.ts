import { boundText, listForMessage } from '@/lib/mcp/answer'

describe('boundText', () => {
  it('leaves text that fits alone', () => {
    expect(boundText('short', 'hint', 100)).toBe('short')
  })

  it('cuts at a line break, stays within the limit and says what was left out', () => {
    const text = Array.from({ length: 100 }, (_, i) => `line ${i}`).join('\n')
    const bounded = boundText(text, 'Ask for a heading.', 300)
    expect(bounded.length).toBeLessThanOrEqual(300)
    expect(bounded).toMatch(/line \d+\n\n\[Truncated: showing 300 of \d+ characters\. Ask for a heading\.\]\n$/)
    expect(text.startsWith(bounded.slice(0, bounded.indexOf('\n\n[Truncated')))).toBe(true)
  })
})

describe('listForMessage', () => {
  it('names at most max items and counts the rest', () => {
    expect(listForMessage(['a', 'b', 'c'], 2)).toBe('a, b and 1 more')
    expect(listForMessage(['a'], 2)).toBe('a')
  })
})
