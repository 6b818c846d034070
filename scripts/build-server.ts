/**
 * After `next build`: bundles the site's server (src/server/main.ts) into the standalone folder as
 * `server.mjs`, beside the `server.js` Next.js writes there, with everything it needs but Next.js
 * itself (the folder has it), and next.config.ts as `next.config.mjs`, which Next.js reads from the
 * folder when the server starts it (the folder has neither TypeScript nor the modules the config
 * imports). NEXT_PUBLIC_* values are written in, as Next.js writes them into the pages.
 */
import { join } from 'node:path'
import { build } from 'esbuild'
import { standaloneDir } from './lib/standalone-dir'

const standalone = standaloneDir()
const inlined = ['NEXT_PUBLIC_FATHOM_SITE_ID', 'NEXT_PUBLIC_FATHOM_SCRIPT_URL', 'NEXT_PUBLIC_DOCSEARCH_APP_ID']
const outfile = join(standalone, 'server.mjs')
const bundle = (entry: string, out: string) =>
  build({
    entryPoints: [entry],
    outfile: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Next.js itself stays outside, loaded from the folder's node_modules; its small constants module is bundled.
    plugins: [{ name: 'next-from-node-modules', setup: (build) => build.onResolve({ filter: /^next$/ }, () => ({ path: 'next', external: true })) }],
    define: Object.fromEntries(inlined.map((name) => [`process.env.${name}`, JSON.stringify(process.env[name]?.trim() || '')])),
    // Bundled CommonJS modules call require(); an ES module has none of its own.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    logLevel: 'warning',
  })
await Promise.all([bundle('src/server/main.ts', outfile), bundle('next.config.ts', join(standalone, 'next.config.mjs'))])
console.log(`✓ server bundled: node ${outfile} (npm start)`)
