/**
 * `npm start`: the site's server (src/server/main.ts), bundled into the standalone folder by the build
 * as server.mjs; the same folder the README's Deploy section copies to a host. The server runs in that
 * folder, so the settings that name files are resolved here first, against the folder `npm start` runs in.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

const standalone = join(process.env.NEXT_DIST_DIR || '.next', 'standalone')
const server = resolve(standalone, 'server.mjs')
if (!existsSync(server)) {
  console.error(`${server} is missing: run \`npm run build\` first`)
  process.exit(1)
}
/** @type {Record<string, string>} Settings that name a file, and their defaults (src/lib/settings-schema.ts reads the same file). */
const fileSettings = JSON.parse(readFileSync(new URL('../src/lib/file-settings.json', import.meta.url), 'utf8'))
for (const [name, fallback] of Object.entries(fileSettings)) process.env[name] = resolve(process.env[name]?.trim() || fallback)
process.env.NODE_ENV = 'production'
await import(pathToFileURL(resolve(server)).href)
