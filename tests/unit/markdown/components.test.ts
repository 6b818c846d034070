import { describe, expect, it } from 'vitest'
import { parseMdx } from '@/lib/content/parse'
import { absoluteUrl } from '@/lib/markdown/links'
import { mdxTreeToMarkdown } from '@/lib/markdown/to-markdown'

const SITE = 'https://nitric.io'
const md = (source: string, route = '/guide') => mdxTreeToMarkdown(parseMdx(source, 'test.mdx').tree, (url) => absoluteUrl(url, SITE, route)).trim()

describe('MDX components as Markdown', () => {
  it('CodeGroup: one fenced block per language, each named, under the group title', () => {
    const out = md(['<CodeGroup title="Declare a bucket">', '', '```typescript title="bucket.ts"', "bucket('a')", '```', '', '```python', 'bucket("a")', '```', '', '```bash', 'nitric up', '```', '', '</CodeGroup>'].join('\n'))
    expect(out).toBe(
      [
        '**Declare a bucket**',
        '**TypeScript (bucket.ts)**',
        '```typescript title="bucket.ts"\nbucket(\'a\')\n```',
        '**Python**',
        '```python\nbucket("a")\n```',
        '**bash**',
        '```bash\nnitric up\n```',
      ].join('\n\n'),
    )
  })

  it('Note, Tip and Warning: a blockquote opening with a bold label, inline or on their own lines', () => {
    expect(md('<Note>Local runs use the same code.</Note>')).toBe('> **Note:** Local runs use the same code.')
    expect(md('<Tip>\nRun `nitric start`.\n</Tip>')).toBe('> **Tip:** Run `nitric start`.')
    expect(md('<Warning>\nDeleting a stack removes its buckets.\n\nTwice.\n</Warning>')).toBe('> **Warning:** Deleting a stack removes its buckets.\n>\n> Twice.')
  })

  it('Callout: its type as the label, its title on a line of its own', () => {
    expect(md('<Callout type="warning" title="Costs">\nBuckets cost money.\n</Callout>')).toBe('> **Warning: Costs**\n>\n> Buckets cost money.')
    expect(md('<Callout>\nDefault type.\n</Callout>')).toBe('> **Note:** Default type.')
  })

  it('Properties: "- `name` (`type`, required): description", accepted values nested', () => {
    const out = md(
      [
        '<Properties>',
        '  <Property name="name" type="string" required>',
        '    The unique name of the bucket.',
        '  </Property>',
        '  <Property name="permissions" type="string[]">',
        '    What this service may do.',
        '    <AcceptedValues>',
        '      - `read`',
        '      - `write`',
        '    </AcceptedValues>',
        '  </Property>',
        '  <Property name="options">',
        '    Extra settings.',
        '  </Property>',
        '</Properties>',
      ].join('\n'),
    )
    expect(out).toBe(
      [
        '- `name` (`string`, required): The unique name of the bucket.',
        '- `permissions` (`string[]`, optional): What this service may do.',
        '',
        '  Accepted values:',
        '  - `read`',
        '  - `write`',
        '- `options` (optional): Extra settings.',
      ].join('\n'),
    )
  })

  it('AcceptedValues on its own: its list', () => {
    expect(md('<AcceptedValues>\n- `a`\n- `b`\n</AcceptedValues>')).toBe('Accepted values:\n\n- `a`\n- `b`')
  })

  it('Cards: a list of absolute links with descriptions', () => {
    const out = md('<Cards>\n  <Card href="/apis" name="APIs" description="Expose HTTP routes." icon="cog" pattern={0} />\n  <Card href="https://example.com/x" name="Elsewhere" />\n</Cards>')
    expect(out).toBe('- [APIs](https://nitric.io/docs/apis): Expose HTTP routes.\n- [Elsewhere](https://example.com/x)')
  })

  it('MethodBadge: the method in code, inline or standing alone', () => {
    expect(md('Call <MethodBadge method="get" /> on it.')).toBe('Call `GET` on it.')
    expect(md('<MethodBadge method="POST" />\n\n<MethodBadge>delete</MethodBadge>')).toBe('`POST`\n\n`DELETE`')
  })

  it('Heading: a Markdown heading of its level, tag and label first', () => {
    expect(md('<Heading level={3} tag="GET" label="/files">List files</Heading>')).toBe('### `GET /files` List files')
    expect(md('<Heading id="x">Plain</Heading>')).toBe('## Plain')
    expect(md('<Heading level={4} label="v1">Labelled</Heading>')).toBe('#### `v1` Labelled')
  })

  it('other elements give way to their content; expressions and imports disappear', () => {
    expect(md("import { X } from './x'\n\n<Unknown>\nInside **bold**.\n</Unknown>\n\n{/* a comment */}\n\nAfter <Span>inline</Span> text {1 + 1}.")).toBe(
      'Inside **bold**.\n\nAfter inline text .',
    )
  })

  it('keeps Markdown itself: tables, lists, code, emphasis', () => {
    expect(md('| a | b |\n| - | - |\n| 1 | 2 |\n\n1. one\n2. two\n\n_em_ and `code`')).toBe('| a | b |\n| - | - |\n| 1 | 2 |\n\n1. one\n2. two\n\n_em_ and `code`')
  })

  it('makes every link absolute', () => {
    const out = md('[a](/apis#x) [b](#here) [c](../storage) [d](https://x.io) [e](mailto:a@b.c) [f](/docs/sql) [g](/) ![h](/img.png)\n\n[ref]: /secrets', '/guides/one')
    expect(out).toContain('[a](https://nitric.io/docs/apis#x)')
    expect(out).toContain('[b](https://nitric.io/docs/guides/one#here)')
    expect(out).toContain('[c](https://nitric.io/docs/storage)')
    expect(out).toContain('[d](https://x.io)')
    expect(out).toContain('[e](mailto:a@b.c)')
    expect(out).toContain('[f](https://nitric.io/docs/sql)')
    expect(out).toContain('[g](https://nitric.io/docs)')
    expect(out).toContain('![h](https://nitric.io/docs/img.png)')
    expect(out).toContain('[ref]: https://nitric.io/docs/secrets')
  })
})
