import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { renderPage } from '@/lib/content/render'
import type { DocPage } from '@/lib/content/loader'
import { parseMdx } from '@/lib/content/parse'

function pageWith(body: string): DocPage {
  const { tree, headings } = parseMdx(body, 'content/t.mdx')
  return { route: '/t', slug: ['t'], file: 'content/t.mdx', title: 'T', description: 'D', unlisted: false, headings, blocks: [], links: [], tree, bodyLine: 4 }
}

describe('page rendering', () => {
  it('turns fenced blocks in a CodeGroup into language tabs with highlighted panels', async () => {
    const html = renderToStaticMarkup(
      await renderPage(pageWith('<CodeGroup title="Example">\n\n```typescript title="a.ts"\nconst a = 1\n```\n\n```python\na = 1\n```\n\n</CodeGroup>')),
    )
    expect(html.match(/data-code-block/g)).toHaveLength(1)
    expect(html).toContain('data-langs="typescript python"')
    expect([...html.matchAll(/role="tab"[^>]*>([^<]+)</g)].map((m) => m[1])).toEqual(['a.ts', 'Python'])
    expect(html).toMatch(/<pre [^>]*data-language="typescript" class="shiki /)
    expect(html).toContain('--shiki-dark')
  })

  it('gives headings the ids the loader records and renders callouts and parameter lists', async () => {
    const html = renderToStaticMarkup(
      await renderPage(
        pageWith(['## Access permissions', '<Note>Careful</Note>', '<Properties>\n<Property name="name" type="string" required>The name.</Property>\n</Properties>'].join('\n\n')),
      ),
    )
    expect(html).toMatch(/<h2 id="access-permissions"[^>]*><a href="#access-permissions"/)
    expect(html).toContain('data-callout="note"')
    expect(html).toContain('Required')
  })

  it('links internal pages through the base path and leaves outside links alone', async () => {
    const html = renderToStaticMarkup(await renderPage(pageWith('[APIs](/apis) and [GitHub](https://github.com)')))
    expect(html).toContain('href="/docs/apis"')
    expect(html).toContain('href="https://github.com"')
  })
})
