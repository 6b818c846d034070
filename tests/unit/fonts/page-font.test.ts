import { readFileSync } from 'node:fs'
import { SKIP, visit } from 'unist-util-visit'
import { describe, expect, it } from 'vitest'
import { getAllPages } from '@/lib/content/loader'
import { filesUnder } from '@/lib/files-under'
import { mappedCodePoints } from '@/lib/fonts/cmap'
import { PAGE_FONT } from '@/lib/fonts/page-font'

/** Every character drawn in the page font: page titles, descriptions and prose (code is monospace). */
function proseCharacters(): Set<number> {
  const points = new Set<number>()
  const add = (text: string) => {
    for (const char of text) points.add(char.codePointAt(0)!)
  }
  for (const page of getAllPages()) {
    add(page.title)
    add(page.description)
    visit(page.tree, (node) => {
      if (node.type === 'code' || node.type === 'inlineCode') return SKIP
      if ('value' in node && typeof node.value === 'string' && node.type === 'text') add(node.value)
    })
  }
  return points
}

/** Every character in the interface's own components (labels, messages). */
function interfaceCharacters(): Set<number> {
  const points = new Set<number>()
  for (const file of filesUnder('src/components')) if (file.endsWith('.tsx')) for (const char of readFileSync(file, 'utf8')) points.add(char.codePointAt(0)!)
  return points
}

describe('the page font', () => {
  const source = mappedCodePoints(readFileSync(PAGE_FONT.source))
  const cut = mappedCodePoints(readFileSync(PAGE_FONT.output))

  it('keeps every character of the source font that the pages and the interface draw (run npm run generate:page-font)', () => {
    const drawn = [...proseCharacters(), ...interfaceCharacters()].filter((point) => point > 0x20 && source.has(point))
    expect(drawn.length).toBeGreaterThan(90)
    const missing = [...new Set(drawn)].filter((point) => !cut.has(point)).map((point) => `U+${point.toString(16).toUpperCase().padStart(4, '0')} ${String.fromCodePoint(point)}`)
    expect(missing).toEqual([])
  })

  it('is a cut of the source, not a copy', () => {
    expect(cut.size).toBeLessThan(source.size)
    expect(readFileSync(PAGE_FONT.output).length).toBeLessThan(readFileSync(PAGE_FONT.source).length * 0.7)
  })
})
