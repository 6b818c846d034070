import type { Element } from 'hast'
import { describe, expect, it } from 'vitest'
import { CODE_HTML_PROP, codeHtmlTransformer } from '@/lib/content/code-html'
import { CODE_THEMES, codeMetaTransformer, getHighlighter, NO_TIME_LIMIT } from '@/lib/content/highlighter'
import { tokenClassTransformer, tokenColours } from '@/lib/content/token-classes'
import { checkedLabel, type SampleRecord } from '@/lib/sample-links/store'
import { CHECKED_PROP, sampleLinksTransformer } from '@/lib/sample-links/transformer'

const code = "import { bucket } from '@nitric/sdk'\nexport const data = bucket('x').allow('read').file('y').read()"
const at = (name: string, from = 0) => ({ start: code.indexOf(name, from), end: code.indexOf(name, from) + name.length })
const record: SampleRecord = {
  sdk: 'nodejs',
  version: 'v1',
  check: 'compiled',
  release: '1.2.2',
  additions: true,
  links: [
    { ...at('bucket', 40), route: '/reference/nodejs/storage/bucket' },
    { ...at('read()'), end: at('read()').start + 4, route: '/reference/nodejs/storage/bucket-file-read' },
  ],
}

async function highlight(meta: string, records: ReadonlyMap<string, SampleRecord>) {
  const highlighter = await getHighlighter()
  const root = highlighter.codeToHast(code, {
    lang: 'typescript',
    themes: CODE_THEMES,
    defaultColor: 'light',
    mergeSameStyleTokens: true,
    // As the site highlights: on a busy machine Shiki's default 500 ms per line cuts tokenizing short.
    tokenizeTimeLimit: NO_TIME_LIMIT,
    meta: { __raw: meta },
    transformers: [codeMetaTransformer, tokenClassTransformer(tokenColours(highlighter)), sampleLinksTransformer(() => records), codeHtmlTransformer],
  })
  const pre = root.children[0] as Element
  const inner = pre.children[0] as Element
  return { pre: pre.properties, html: String(inner.properties[CODE_HTML_PROP]) }
}

describe('linked names in highlighted code', () => {
  it('turns each linked token into an anchor that keeps its colour class, and labels the block', async () => {
    const { pre, html } = await highlight('title="x.ts" sample=k1', new Map([['k1', record]]))
    expect(html).toMatch(/<a href=\/docs\/reference\/nodejs\/storage\/bucket class=t\d+>bucket<\/a>\(/)
    expect(html).toMatch(/\.<a href=\/docs\/reference\/nodejs\/storage\/bucket-file-read class=t\d+>read<\/a>\(\)/)
    // The import's `bucket` was not in the record: it stays a plain token.
    expect(html.match(/<a /g)).toHaveLength(2)
    expect(pre[CHECKED_PROP]).toBe("Type-checked against @nitric/sdk 1.2.2 plus v1.4.2's added exports")
  })

  it('leaves blocks without a record, and links whose text changed, as they were', async () => {
    const plain = await highlight('', new Map([['k1', record]]))
    expect(plain.html).not.toContain('<a ')
    expect(plain.pre[CHECKED_PROP]).toBeUndefined()
    const stale: SampleRecord = { ...record, links: [{ start: 0, end: 8, route: '/reference/nodejs/storage/bucket' }] }
    const shifted = await highlight('sample=k2', new Map([['k2', stale]]))
    expect(shifted.html).not.toContain('<a ')
  })

  it('says what each check used: the package release compiled against, and the tag its additions or names come from', () => {
    expect(checkedLabel({ sdk: 'nodejs', version: 'v1', check: 'compiled', release: '1.4.2', additions: false })).toBe('Type-checked against @nitric/sdk 1.4.2')
    expect(checkedLabel({ sdk: 'nodejs', version: 'v0', check: 'compiled', release: '0.15.0', additions: true })).toBe("Type-checked against @nitric/sdk 0.15.0 plus v0.16.2's added exports")
    expect(checkedLabel({ sdk: 'nodejs', version: 'v1', check: 'compiled', release: '1.2.2', additions: false })).toBe('Type-checked against @nitric/sdk 1.2.2')
    expect(checkedLabel({ sdk: 'python', version: 'v1', check: 'names' })).toBe('SDK names checked against python-sdk v1.2.4')
    expect(checkedLabel({ sdk: 'go', version: 'v1', check: 'names' })).toBe('SDK names checked against go-sdk v1.1.1')
    expect(checkedLabel({ sdk: 'python', version: 'v9', check: 'names' })).toBeUndefined()
  })
})
