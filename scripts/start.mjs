/**
 * `npm start`: the server `next build` makes for `output: 'standalone'` (next.config.ts), which is how
 * Next.js runs that output (`next start` warns that it does not). It is the same server the README's
 * Deploy section copies to a host. That server makes its own folder the working folder, so the
 * settings that name files are resolved here first, against the folder `npm start` runs in.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

const server = join(process.env.NEXT_DIST_DIR || '.next', 'standalone', 'server.js')
if (!existsSync(server)) {
  console.error(`${server} is missing: run \`npm run build\` first`)
  process.exit(1)
}
/** @type {Record<string, string>} Settings that name a file, and their defaults (src/lib/settings-schema.ts reads the same file). */
const fileSettings = JSON.parse(readFileSync(new URL('../src/lib/file-settings.json', import.meta.url), 'utf8'))
for (const [name, fallback] of Object.entries(fileSettings)) process.env[name] = resolve(process.env[name]?.trim() || fallback)
process.env.NODE_ENV = 'production'
await import(pathToFileURL(resolve(server)).href)
