import { createHighlighter, type Highlighter, type ShikiTransformer } from 'shiki'
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript'
import { HIGHLIGHTED_LANGUAGES } from '../code-languages'

export const CODE_THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const

/**
 * Shiki's `tokenizeTimeLimit` for every tokenizing call. By default it gives up on a line after
 * 500 ms and draws the rest plain, per theme: on a busy machine (a build beside other work) the light
 * theme's first lines, which compile the grammar, ran out of time while the dark theme's did not, so
 * code came out uncoloured in light mode or with colour pairs the token stylesheet lacks. 0: none.
 */
export const NO_TIME_LIMIT = 0

let highlighter: Promise<Highlighter> | undefined

/**
 * One highlighter per process, with only the languages the docs use. Highlighting is about a quarter
 * of the build's page generation; JavaScript's own RegExp engine tokenizes the site's code about 30%
 * faster than the default Oniguruma WebAssembly engine, with the same tokens for every block.
 */
export function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({
    engine: createJavaScriptRegexEngine(),
    themes: Object.values(CODE_THEMES),
    langs: HIGHLIGHTED_LANGUAGES.filter((lang) => !['text', 'txt', 'plaintext'].includes(lang)),
  })
  return highlighter
}

/** Reads `title="..."` from a fence's meta string. */
export function titleFromMeta(meta: string | undefined): string | undefined {
  return meta?.match(/title=(?:"([^"]*)"|'([^']*)'|(\S+))/)?.slice(1).find((value) => value !== undefined)
}

/** `fragment` in a fence's meta: a sample that is partial on purpose (shown as an excerpt, not compiled). */
export function isFragmentMeta(meta: string | null | undefined): boolean {
  return /(?:^|\s)fragment(?:\s|$)/.test(meta ?? '')
}

/** Keeps the fence's language, title and fragment mark on the <pre> for the code components. */
export const codeMetaTransformer: ShikiTransformer = {
  name: 'docs:code-meta',
  pre(node) {
    node.properties['data-language'] = this.options.lang
    const meta = (this.options.meta as { __raw?: string } | undefined)?.__raw
    const title = titleFromMeta(meta)
    if (title) node.properties['data-title'] = title
    if (isFragmentMeta(meta)) node.properties['data-fragment'] = 'true'
  },
}
