/** Regenerates src/app/code-tokens.css after a change to the code themes. */
import { writeFileSync } from 'node:fs'
import { getHighlighter } from '../src/lib/content/highlighter'
import { tokenClassesCss, tokenColours } from '../src/lib/content/token-classes'

writeFileSync(new URL('../src/app/code-tokens.css', import.meta.url), tokenClassesCss(tokenColours(await getHighlighter())))
console.log('wrote src/app/code-tokens.css')
