/** Regenerates src/app/icons.css after a change to src/lib/icons/shapes.ts. */
import { writeFileSync } from 'node:fs'
import { iconsCss } from '../src/lib/icons/icons-css'

writeFileSync(new URL('../src/app/icons.css', import.meta.url), iconsCss())
console.log('wrote src/app/icons.css')
