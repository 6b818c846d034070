import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { DocPage } from '../content/loader'
import { pageSamples, type SampleProblem } from './extract'
import { checkLanguageSamples } from './languages'
import { checkTypeScriptSamples } from './typescript'

/** The packages the Node.js samples compile against: the newest of each major on the registry (see package.json). */
export const NODE_SDK_PACKAGES: Record<string, string> = { v1: '@nitric/sdk', v0: '@nitric/sdk-v0' }

/** APIs of the documented tags that the registry's packages lack, declared by hand from the tagged source. */
export const TAG_ADDITIONS: Record<string, string> = { v1: 'nitric-sdk-1.4.2.d.ts', v0: 'nitric-sdk-0.16.2.d.ts' }

function declarations(root: string): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(TAG_ADDITIONS).map(([version, file]) => [version, [join(root, 'tests', 'samples', file)].filter((path) => existsSync(path))]),
  )
}

/** Every sample of every page, checked; the findings name page, block and line. */
export function checkSiteSamples(pages: readonly DocPage[], root = process.cwd()): { checked: number; problems: SampleProblem[] } {
  const samples = pages.flatMap(pageSamples)
  const problems = [
    ...checkTypeScriptSamples(samples, { root, sdkPackages: NODE_SDK_PACKAGES, extraDeclarations: declarations(root) }),
    ...checkLanguageSamples(samples, join(root, 'reference')),
  ]
  return { checked: samples.length, problems }
}
