/**
 * Regenerates src/lib/page-scripts/island-files.ts (the islands' hashed names, which the head script
 * imports) and then src/inline-scripts/generated.ts, after a change to an island, a module in
 * src/inline-scripts/ or a helper either imports.
 */
import { writeFileSync } from 'node:fs'
import { GENERATED_PATH, inlineScriptsModule } from './lib/inline-scripts'
import { ISLAND_FILES_PATH, islandFilesModule } from './lib/islands'

writeFileSync(new URL(`../${ISLAND_FILES_PATH}`, import.meta.url), islandFilesModule())
console.log(`wrote ${ISLAND_FILES_PATH}`)
writeFileSync(new URL(`../${GENERATED_PATH}`, import.meta.url), inlineScriptsModule())
console.log(`wrote ${GENERATED_PATH}`)
