/** Regenerates src/app/code-tabs.css after a change to TAB_LANGUAGES. */
import { writeFileSync } from 'node:fs'
import { codeTabsCss } from '../src/lib/code-tabs-css'

writeFileSync(new URL('../src/app/code-tabs.css', import.meta.url), codeTabsCss())
console.log('wrote src/app/code-tabs.css')
