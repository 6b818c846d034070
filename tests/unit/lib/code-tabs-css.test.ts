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
    const { tokenClassesCss, tokenPalettes } = await import('@/lib/content/token-classes')
    expect(readFileSync('src/app/code-tokens.css', 'utf8')).toBe(tokenClassesCss(tokenPalettes(await getHighlighter())))
  })

  it('leave the block with one class and no inline colours', async () => {
    const { tokenClassTransformer } = await import('@/lib/content/token-classes')
    const pre = { type: 'element' as const, tagName: 'pre', properties: { class: 'shiki shiki-themes a b', style: 'background-color:#fff;--shiki-dark-bg:#000', tabindex: '0' } as Record<string, unknown>, children: [] }
    tokenClassTransformer({ light: [], dark: [] }).pre!.call({} as never, pre as never)
    expect(pre.properties).toEqual({ class: 'shiki', tabindex: '0' })
  })

  it('replace a token’s two colours with two classes, and keep other styling', async () => {
    const { tokenClassTransformer } = await import('@/lib/content/token-classes')
    const transformer = tokenClassTransformer({ light: ['#111111'], dark: ['#EEEEEE'] })
    const token = { type: 'element' as const, tagName: 'span', properties: { style: 'color:#111111;--shiki-dark:#EEEEEE' } as Record<string, unknown>, children: [] }
    transformer.span!.call({} as never, token as never, 1, 1, token as never, {} as never)
    expect(token.properties).toEqual({ class: 'l0 d0' })
    const italic = { type: 'element' as const, tagName: 'span', properties: { style: 'color:#111111;--shiki-dark:#EEEEEE;font-style:italic' } as Record<string, unknown>, children: [] }
    transformer.span!.call({} as never, italic as never, 1, 1, italic as never, {} as never)
    expect(italic.properties.style).toContain('italic')
  })
})
