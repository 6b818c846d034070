/**
 * The site's Next.js build adapter (next.config.ts sets `adapterPath` for `next build` only): when the
 * build is complete, src/lib/build/page-output.ts finishes the prerendered pages. Next.js loads
 * adapters as plain JavaScript, so this file registers tsx to load the typed module.
 */
import { register } from 'tsx/esm/api'

register()
const { finishBuild } = await import('../src/lib/build/adapter.ts')

/** @type {import('next').NextAdapter} */
const adapter = { name: 'nitric-docs-pages', onBuildComplete: finishBuild }
export default adapter
