/**
 * How far each SDK version's reference is written: entries in the model, pages written, and the
 * content files still to write. `npm run reference:status -- go v1` lists one version's missing pages.
 */
import { getContentContext } from '../src/lib/content/loader'

const [sdkId, versionId] = process.argv.slice(2)
const { reference, routes } = getContentContext()

for (const model of reference.models) {
  if (sdkId && model.sdk.id !== sdkId) continue
  if (versionId && model.version !== versionId) continue
  const entries = reference.entries.filter((e) => e.sdk === model.sdk && e.version === model.version)
  const missing = entries.filter((e) => !routes.has(e.route))
  const state = model.sdk.versionInfo.find((v) => v.id === model.version)?.reference
  console.log(`${model.sdk.id} ${model.version} (${state}): ${entries.length - missing.length} of ${entries.length} pages written`)
  if (sdkId) for (const entry of missing) console.log(`  content${entry.route}.mdx  ${entry.title}  (${entry.file})`)
}
