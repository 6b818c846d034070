import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { DocPage } from '../content/loader'
import { referenceIndex } from '../reference/entries'
import { SampleRecordCollector } from '../sample-links/collect'
import type { SampleRecord } from '../sample-links/store'
import { getSdk } from '../sdks'
import { pageSamples, type SampleProblem } from './extract'
import { checkGuideProjects, guidePackagesInstalled } from './guide-check'
import { checkGuidePackages } from './guide-packages'
import { isProjectFile } from './guide-projects'
import { fragmentHttpQueryProblems } from './http-query'
import { checkLanguageSamples } from './languages'
import { checkTypeScriptSamples, TYPESCRIPT_LANGS, type SourceFileCache } from './typescript'

/** The packages the Node.js samples compile against: the newest of each major on the registry (see package.json). */
export const NODE_SDK_PACKAGES: Record<string, string> = { v1: '@nitric/sdk', v0: '@nitric/sdk-v0' }

/**
 * APIs of the documented tags that the registry's packages lack, declared by hand from the tagged
 * source: `tests/samples/nitric-sdk-{release}.d.ts`, the release being that of the version's tag in the
 * SDK registry (reference/sdks.json), so a new tag there leaves the old file unused.
 */
export const TAG_ADDITIONS: Record<string, string> = Object.fromEntries(
  (getSdk('nodejs')?.versionInfo ?? []).flatMap((version) => {
    const release = /@v?([\w.-]+)$/.exec(version.source)?.[1]
    return release ? [[version.id, `nitric-sdk-${release}.d.ts`]] : []
  }),
)

/** The workspace holding the third-party packages the guides import, at the versions they are checked against. */
export const GUIDE_PACKAGES_DIR = join('tests', 'guides')

/** The `TAG_ADDITIONS` files present under `root`, by SDK version. */
export function tagDeclarations(root: string): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(TAG_ADDITIONS).map(([version, file]) => [version, [join(root, 'tests', 'samples', file)].filter((path) => existsSync(path))]),
  )
}

async function guideProblems(samples: ReturnType<typeof pageSamples>, root: string, extraDeclarations: Record<string, string[]>, cache: SourceFileCache, collector: SampleRecordCollector): Promise<SampleProblem[]> {
  const packagesDir = join(root, GUIDE_PACKAGES_DIR)
  const installed = guidePackagesInstalled(packagesDir)
  if (!installed && process.env.SAMPLES_REQUIRE_GUIDE_PACKAGES === '1') {
    return [{ file: GUIDE_PACKAGES_DIR, block: 0, line: 0, message: `the guides' packages are not installed: run \`npm ci --ignore-scripts\` in ${GUIDE_PACKAGES_DIR}` }]
  }
  // Without the packages (a plain `npm run build`) the projects are still compiled against the SDK,
  // so their blocks get the same links and "Type-checked against" line as under `npm test`.
  console.log(
    installed
      ? `· guides' projects: type-checked with their third-party packages (${GUIDE_PACKAGES_DIR})`
      : `· guides' projects: type-checked against the SDK, their third-party packages and Prisma clients taken as \`any\` (${GUIDE_PACKAGES_DIR} is not installed; npm test installs it)`,
  )
  const packages = checkGuidePackages(samples, packagesDir, root)
  const thirdParty = installed ? 'installed' : 'stood-in'
  return [...packages, ...(await checkGuideProjects(samples, { root, sdkPackages: NODE_SDK_PACKAGES, extraDeclarations, packagesDir, thirdParty, onProgram: collector.addProgram.bind(collector) }, cache))]
}

/**
 * Every sample of every page, checked; the findings name page, block and line. `records` holds, per
 * checked block, the SDK release it was checked against and its names' reference pages, resolved
 * from the same compiler programs and name look-ups (src/lib/sample-links/).
 */
export async function checkSiteSamples(pages: readonly DocPage[], root = process.cwd()): Promise<{ checked: number; problems: SampleProblem[]; records: Map<string, SampleRecord> }> {
  const samples = pages.flatMap(pageSamples)
  const cache: SourceFileCache = new Map()
  const extraDeclarations = tagDeclarations(root)
  const routes = new Set(pages.map((page) => page.route))
  const collector = new SampleRecordCollector(referenceIndex(), { root, sdkPackages: NODE_SDK_PACKAGES, extraDeclarations, hasPage: (route) => routes.has(route) })
  // Started first: the guides' Prisma clients are generated in child processes while the other samples are checked.
  const guides = guideProblems(samples, root, extraDeclarations, cache, collector)
  const standalone = checkTypeScriptSamples(samples.filter((sample) => !isProjectFile(sample)), { root, sdkPackages: NODE_SDK_PACKAGES, extraDeclarations, onProgram: collector.addProgram.bind(collector) }, cache)
  const languages = checkLanguageSamples(samples, join(root, 'reference'), collector.addNamesChecked.bind(collector))
  // Fragments are not compiled; the HTTP query rule reads them by the handler they sit in.
  const fragments = samples.filter((sample) => sample.fragment && sample.sdk === 'nodejs' && TYPESCRIPT_LANGS.has(sample.lang)).flatMap(fragmentHttpQueryProblems)
  return { checked: samples.length, problems: [...standalone, ...(await guides), ...languages, ...fragments], records: collector.records }
}
