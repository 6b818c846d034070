/** Regenerates src/inline-scripts/generated.ts after a change to a module in src/inline-scripts/ or a helper it imports. */
import { writeFileSync } from 'node:fs'
import { GENERATED_PATH, inlineScriptsModule } from './lib/inline-scripts'

writeFileSync(new URL(`../${GENERATED_PATH}`, import.meta.url), inlineScriptsModule())
console.log(`wrote ${GENERATED_PATH}`)
