/**
 * After `next build`: writes each island (scripts/lib/islands.ts) into `{distDir}/static/islands`,
 * before the build's hashed files are precompressed and copied into the standalone folder. Fails
 * when the head script names other files (run `npm run generate:inline-scripts`).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { distDir } from '../src/lib/dist-dir'
import * as addresses from '../src/lib/page-scripts/island-files'
import { bundleIslands, islandAddress, islandAddressName, ISLANDS_FOLDER } from './lib/islands'

const folder = join(distDir(), 'static', ISLANDS_FOLDER)
mkdirSync(folder, { recursive: true })
const named: Record<string, string> = addresses
for (const island of bundleIslands()) {
  if (named[islandAddressName(island)] !== islandAddress(island)) throw new Error(`island ${island.name}: built ${island.file}, the head script fetches ${named[islandAddressName(island)]}: run npm run generate:inline-scripts`)
  writeFileSync(join(folder, island.file), island.text)
  console.log(`✓ island ${island.file}: ${(island.text.length / 1024).toFixed(1)} KB`)
}
