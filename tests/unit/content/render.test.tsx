import { isValidElement, type ElementType, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { renderPage } from '@/lib/content/render'
import type { DocPage } from '@/lib/content/loader'
import { parseMdx } from '@/lib/content/parse'
import { Code } from '@/components/mdx/Code'

/** Counts the elements of a type in a tree without rendering its components. */
function elementsOfType(node: ReactNode, type: ElementType): number {
  if (Array.isArray(node)) return node.reduce((sum: number, child: ReactNode) => sum + elementsOfType(child, type), 0)
  if (!isValidElement<{ children?: ReactNode }>(node)) return 0
  return (node.type === type ? 1 : 0) + elementsOfType(node.props.children, type)
}

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
    // Colours come from token classes and the stylesheet, not inline styles.
    expect(html).not.toContain('style=')
  })

  it('colours every token however long tokenizing takes (a busy machine)', async () => {
    let now = Date.now()
    // Each look at the clock is a second later: any time limit on a line runs out at once.
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => (now += 1000))
    try {
      const html = renderToStaticMarkup(await renderPage(pageWith('```typescript\nconst a = 1\nlet b = "x"\n```')))
      expect(html).not.toContain('style=')
      expect(html).toMatch(/<span class=t\d+>const<\/span>/)
      expect(html).toMatch(/<span class=t\d+>let<\/span>/)
    } finally {
      clock.mockRestore()
    }
  })

  it('renders a highlighted block as one markup string: one token class each, no wrappers for plain tokens or lines, text escaped', async () => {
    const element = await renderPage(pageWith('```typescript\nconst tag = "<b>" // x\nlet y = 2\n```'))
    const html = renderToStaticMarkup(element)
    const code = html.match(/<code>([\s\S]*?)<\/code>/)?.[1] ?? ''
    expect(code).toMatch(/<span class=t\d+>const<\/span>/)
    // `y` is drawn in the block's own colour: bare text, no element of its own.
    expect(code).toMatch(/^<span class=t\d+>let<\/span> y <span class=t\d+>=<\/span>/m)
    expect(code).not.toMatch(/<span>|class="|style=/)
    expect(code).toContain('&#x3C;b>')
    expect(code).not.toContain('class="line"')
    expect(code.split('\n')).toHaveLength(2)
    // In the React tree (and so the page's React payload) the block is one string prop, not an element per token.
    const tree = (element.type as (props: unknown) => ReactNode)(element.props)
    expect(elementsOfType(tree, 'span')).toBe(0)
    expect(elementsOfType(tree, Code)).toBe(1)
  })

  it('draws tokens of one colour side by side as one element', async () => {
    const html = renderToStaticMarkup(await renderPage(pageWith('```python\nasync def handle(ctx):\n    return ctx\n```')))
    expect(html).toMatch(/<span class=t\d+>async def<\/span>/)
  })

  it('leaves inline code as plain text', async () => {
    expect(renderToStaticMarkup(await renderPage(pageWith('Call `bucket.file()` first.')))).toContain('<code>bucket.file()</code>')
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
