import type { Code, Root } from 'mdast'
import { visit } from 'unist-util-visit'
import type { DocPage } from '../content/loader'
import { pageSamples } from '../samples/extract'
import { sampleKey, type SampleRecord } from './store'

/**
 * Adds `sample=<key>` to the meta of each of the page's blocks that the content check checked, in
 * `tree` (the page's tree or a copy of it, to be highlighted), so the highlighter finds the block's
 * record: the key carries the SDK version the block was checked against, which the highlighter
 * cannot tell from the block alone (a reference page's blocks take the page's version).
 */
export function markCheckedSamples(tree: Root, page: DocPage, records: ReadonlyMap<string, SampleRecord>): void {
  if (records.size === 0) return
  const samples = pageSamples(page)
  let i = 0
  visit(tree, 'code', (node: Code) => {
    if (!node.position) return
    const sample = samples[i++]
    if (!sample || sample.code !== node.value) return
    const key = sampleKey(sample)
    if (records.has(key)) node.meta = `${node.meta ?? ''} sample=${key}`.trim()
  })
}
