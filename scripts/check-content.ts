/**
 * Fails when the reference model is malformed or out of step with the pages, when a page is in no
 * menu, when a menu link, a page link or an anchor points at nothing, or when a code sample does
 * not compile against its SDK version. Runs before every build.
 */
import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { checkContent } from '../src/lib/content/check-content'
import { getAllPages, getContentContext } from '../src/lib/content/loader'
import { siteMenus } from '../src/lib/navigation/site-menus'
import { checkReferencePages } from '../src/lib/reference/check-model'
import { checkSdkRegistry, loadAllModels } from '../src/lib/reference/load-model'
import { loadSdkTags } from '../src/lib/reference/sdk-tags'
import { checkVersionMarkers, loadMarkerRecords, modelMarkers, pageMarkers } from '../src/lib/reference/version-markers'
import { formatProblem } from '../src/lib/samples/extract'
import { checkSiteSamples } from '../src/lib/samples/site'
import { SAMPLE_LINKS_FILE, writeSampleRecords } from '../src/lib/sample-links/store'

function fail(lines: string[], what: string): never {
  for (const line of lines) console.error(`✗ ${line}`)
  console.error(`\n${lines.length} ${what}.`)
  process.exit(1)
}

const registry = checkSdkRegistry()
if (registry.length) fail(registry, 'problem(s) in the SDK registry')

let pages
try {
  pages = getAllPages()
} catch (error) {
  fail((error as Error).message.split('\n'), 'problem(s) reading the content or the reference model')
}
const context = getContentContext()
let markers
try {
  const found = [...modelMarkers(loadAllModels()), ...pages.flatMap((page) => pageMarkers(page.file, readFileSync(page.file, 'utf8')))]
  markers = { count: found.length, problems: checkVersionMarkers(found, loadMarkerRecords(), loadSdkTags()) }
} catch (error) {
  fail((error as Error).message.split('\n'), 'problem(s) reading the version-marker records or reference/sdk-tags.json')
}
const problems = [...checkReferencePages(context.reference, context.routes), ...checkContent(pages, siteMenus()), ...markers.problems]
// Samples are checked even when the pages have other problems, so one run shows everything.
const samples = await checkSiteSamples(pages)
if (problems.length || samples.problems.length) {
  fail(
    [...problems.map((p) => `${p.where}: ${p.message}`), ...samples.problems.map(formatProblem)],
    `problem(s): ${problems.length} in ${pages.length} pages, ${samples.problems.length} in ${samples.checked} code samples`,
  )
}
writeSampleRecords(samples.records)
const linked = [...samples.records.values()].reduce((sum, record) => sum + record.links.length, 0)
console.log(`✓ sample links: ${samples.records.size} checked blocks, ${linked} SDK names linked to their reference pages (${relative(process.cwd(), SAMPLE_LINKS_FILE)})`)
console.log(`✓ samples: ${samples.checked} code blocks; TypeScript and JavaScript compile (each guide's titled blocks as one project), Python and Go parse, and every sample uses only names of its SDK version`)
console.log(`✓ version markers: ${markers.count}, each with a record of the tag, file and line it was verified at (reference/<sdk>/version-markers.yaml, tags from reference/sdk-tags.json)`)
console.log(`✓ content check: ${pages.length} pages, ${context.reference.entries.length} reference-model entries; every page is in a menu and every menu link, page link and anchor resolves`)
