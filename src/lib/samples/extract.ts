import type { Code } from 'mdast'
import { visit } from 'unist-util-visit'
import { isFragmentMeta } from '../content/highlighter'
import type { DocPage } from '../content/loader'
import { latestVersion, parseReferenceRoute, SDKS } from '../sdks'

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
  /** SDK version the sample is written for: the page's, or `version=v0` in the block's meta. */
  version: string
  /** Marked partial on purpose (`fragment` in the meta). */
  fragment: boolean
}

const NODE = SDKS.find((sdk) => sdk.id === 'nodejs')!

/** Every code block a writer wrote on a page (generated signatures have no source position and are left out). */
export function pageSamples(page: DocPage): Sample[] {
  const reference = parseReferenceRoute(page.route)
  const samples: Sample[] = []
  let block = 0
  visit(page.tree, 'code', (node: Code) => {
    if (!node.position) return
    block++
    const meta = node.meta ?? ''
    const version = /(?:^|\s)version=(v\d+)/.exec(meta)?.[1] ?? reference?.version ?? latestVersion(NODE)
    samples.push({
      file: page.file,
      route: page.route,
      block,
      line: page.bodyLine + node.position.start.line,
      lang: node.lang ?? 'text',
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
