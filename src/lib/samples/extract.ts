import type { Code } from 'mdast'
import { visit } from 'unist-util-visit'
import { isFragmentMeta } from '../content/highlighter'
import type { DocPage } from '../content/loader'
import { canonicalLanguage } from '../code-languages'
import { latestVersion, parseReferenceRoute, SDKS, type Sdk } from '../sdks'

/** One code block of one page, with where a reader finds it. */
export interface Sample {
  /** Source file relative to the repository root. */
  file: string
  route: string
  /** 1-based position of the block among the page's written code blocks. */
  block: number
  /** File line of the block's first code line. */
  line: number
  lang: string
  meta: string
  code: string
  /** SDK the sample's language belongs to (`typescript` → nodejs, `kotlin` → jvm), if any. */
  sdk?: string
  /** SDK version the sample is written for: `version=v0` in the block's meta, else the page's (on that SDK's reference), else the SDK's latest. */
  version: string
  /** Marked partial on purpose (`fragment` in the meta). */
  fragment: boolean
}

/** Which SDK a sample language is written against: the one whose registry entry lists it. */
const LANGUAGE_SDK = new Map(SDKS.flatMap((sdk) => sdk.languages.map((language) => [language, sdk] as const)))
/** Fence languages that are a dialect of another: a `tsx` sample is TypeScript. */
const DIALECTS: Record<string, string> = { tsx: 'typescript' }

export function sdkForLanguage(lang: string): Sdk | undefined {
  const language = canonicalLanguage(lang)
  return LANGUAGE_SDK.get(DIALECTS[language] ?? language)
}


/** Every code block a writer wrote on a page (generated signatures have no source position and are left out). */
export function pageSamples(page: DocPage): Sample[] {
  const reference = parseReferenceRoute(page.route)
  const samples: Sample[] = []
  let block = 0
  visit(page.tree, 'code', (node: Code) => {
    if (!node.position) return
    block++
    const meta = node.meta ?? ''
    const lang = node.lang ?? 'text'
    const sdk = sdkForLanguage(lang)
    const pageVersion = reference && sdk && reference.sdk.id === sdk.id ? reference.version : undefined
    const version = /(?:^|\s)version=(v\d+)/.exec(meta)?.[1] ?? pageVersion ?? (sdk ? latestVersion(sdk) : 'v1')
    samples.push({
      file: page.file,
      route: page.route,
      block,
      line: page.bodyLine + node.position.start.line,
      lang,
      ...(sdk ? { sdk: sdk.id } : {}),
      meta,
      code: node.value,
      version,
      fragment: isFragmentMeta(meta),
    })
  })
  return samples
}

export interface SampleProblem {
  file: string
  block: number
  line: number
  message: string
}

export function formatProblem(problem: SampleProblem): string {
  return `${problem.file}:${problem.line} (code block ${problem.block}): ${problem.message}`
}
