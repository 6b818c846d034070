import { createHighlighter } from 'shiki'
import { visit } from 'unist-util-visit'
import { describe, expect, it } from 'vitest'
import { HIGHLIGHTED_LANGUAGES } from '@/lib/code-languages'
import { getAllPages } from '@/lib/content/loader'
import { CODE_THEMES, getHighlighter, NO_TIME_LIMIT } from '@/lib/content/highlighter'

/** Up to this many of the site's own code blocks per language: every grammar the site uses, in seconds. */
const BLOCKS_PER_LANGUAGE = 4

// The site highlights with JavaScript's RegExp engine (faster at build time); its grammars are written
// for Oniguruma. The same tokens from both engines mean the faster one draws the code as written.
describe("the highlighter's RegExp engine", () => {
  it("tokenizes the site's code as Oniguruma does, in both themes", async () => {
    const site = await getHighlighter()
    const oniguruma = await createHighlighter({ themes: Object.values(CODE_THEMES), langs: site.getLoadedLanguages() })
    const loaded = new Set(site.getLoadedLanguages())
    const samples = new Map<string, string[]>()
    for (const page of getAllPages()) {
      visit(page.tree, 'code', (node) => {
        const lang = node.lang ?? ''
        if (!loaded.has(lang)) return
        const list = samples.get(lang) ?? []
        if (list.length < BLOCKS_PER_LANGUAGE) samples.set(lang, [...list, node.value])
      })
    }
    const used = HIGHLIGHTED_LANGUAGES.filter((lang) => samples.has(lang))
    expect(used.length).toBeGreaterThan(10)
    for (const [lang, blocks] of samples) {
      for (const code of blocks) {
        // No time limit on a line (as the site renders): a busy machine must not cut either engine short.
        const options = { lang, themes: CODE_THEMES, defaultColor: 'light', tokenizeTimeLimit: NO_TIME_LIMIT } as const
        expect(site.codeToHtml(code, options), `${lang}: ${code.slice(0, 60)}`).toBe(oniguruma.codeToHtml(code, options))
      }
    }
    // Reads every page and compiles every grammar twice: slower than most unit tests.
  }, 60_000)
})
