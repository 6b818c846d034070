import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { codeTabsCss } from '@/lib/code-tabs-css'

describe('code tab CSS', () => {
  it('is committed as generated from TAB_LANGUAGES (run npm run generate:code-tabs-css)', () => {
    expect(readFileSync('src/app/code-tabs.css', 'utf8')).toBe(codeTabsCss())
  })

  it('shows the chosen language in groups that have it', () => {
    const css = codeTabsCss(['python'])
    expect(css).toContain("html[data-code-lang='python'] [data-langs~='python'] [data-code-panel][data-language='python'] { display: block; }")
    expect(css).toContain("html[data-code-lang='python'] [data-langs~='python'] [data-code-panel]:not([data-language='python']) { display: none; }")
  })
})

describe('code token classes', () => {
  it('are committed as generated from the code themes (run npm run generate:code-tokens-css)', async () => {
    const { getHighlighter } = await import('@/lib/content/highlighter')
    const { tokenClassesCss, tokenColours } = await import('@/lib/content/token-classes')
    expect(readFileSync('src/app/code-tokens.css', 'utf8')).toBe(tokenClassesCss(tokenColours(await getHighlighter())))
  })

  it('leave the block with one class and no inline colours', async () => {
    const { tokenClassTransformer } = await import('@/lib/content/token-classes')
    const pre = { type: 'element' as const, tagName: 'pre', properties: { class: 'shiki shiki-themes a b', style: 'background-color:#fff;--shiki-dark-bg:#000', tabindex: '0' } as Record<string, unknown>, children: [] }
    tokenClassTransformer({ foreground: { light: '#000000', dark: '#FFFFFF' }, pairs: [] }).pre!.call({} as never, pre as never)
    expect(pre.properties).toEqual({ class: 'shiki', tabindex: '0' })
  })

  it('give a token one class for its pair of colours, no colour when it is the block’s own, and keep other styling', async () => {
    const { tokenClassTransformer } = await import('@/lib/content/token-classes')
    const transformer = tokenClassTransformer({ foreground: { light: '#000000', dark: '#FFFFFF' }, pairs: [{ light: '#111111', dark: '#EEEEEE' }, { light: '#222222', dark: '#DDDDDD' }] })
    const token = (style: string) => {
      const node = { type: 'element' as const, tagName: 'span', properties: { style } as Record<string, unknown>, children: [] }
      transformer.span!.call({} as never, node as never, 1, 1, node as never, {} as never)
      return node.properties
    }
    expect(token('color:#222222;--shiki-dark:#dddddd')).toEqual({ class: 't1' })
    expect(token('color:#000000;--shiki-dark:#FFFFFF')).toEqual({})
    expect(token('color:#111111;--shiki-dark:#EEEEEE;font-style:italic').style).toContain('italic')
    // A pair no theme rule gives keeps its colours inline rather than losing them.
    expect(token('color:#111111;--shiki-dark:#DDDDDD')).toEqual({ style: 'color:#111111;--shiki-dark:#DDDDDD' })
  })

  it('cover every pair of colours the themes give a scope', async () => {
    const { getHighlighter, CODE_THEMES, NO_TIME_LIMIT } = await import('@/lib/content/highlighter')
    const { tokenColours } = await import('@/lib/content/token-classes')
    const highlighter = await getHighlighter()
    const { pairs, foreground } = tokenColours(highlighter)
    const known = new Set([...pairs, foreground].map((pair) => `${pair.light} ${pair.dark}`))
    const { tokens } = highlighter.codeToTokens('export async function f(x: number): Promise<string> { return `${x}` } // note', { lang: 'typescript', themes: CODE_THEMES, tokenizeTimeLimit: NO_TIME_LIMIT })
    const seen = tokens.flat().map((token) => `${String(token.htmlStyle?.color).toUpperCase()} ${String(token.htmlStyle?.['--shiki-dark']).toUpperCase()}`)
    expect(seen.length).toBeGreaterThan(10)
    for (const pair of seen) expect(known).toContain(pair)
  })
})
