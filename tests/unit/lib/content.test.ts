import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { splitFrontmatter } from '@/lib/content/frontmatter'
import { loadPagesFrom } from '@/lib/content/loader'
import { fileToRoute, normaliseRoute, slugToRoute } from '@/lib/content/paths'

function contentDir(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'content-'))
  const dir = join(root, 'content')
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true })
    writeFileSync(join(dir, file), text)
  }
  return dir
}

const page = (title: string, body = '') => `---\ntitle: ${title}\ndescription: About ${title}.\n---\n${body}`

describe('paths', () => {
  it('maps the file tree to the URL tree, index files to their folder', () => {
    expect(fileToRoute('index.mdx')).toBe('/')
    expect(fileToRoute('apis.mdx')).toBe('/apis')
    expect(fileToRoute('reference/nodejs/index.mdx')).toBe('/reference/nodejs')
    expect(fileToRoute('reference/nodejs/v0/index.mdx')).toBe('/reference/nodejs/v0')
    expect(slugToRoute(undefined)).toBe('/')
    expect(slugToRoute(['a', 'b'])).toBe('/a/b')
  })

  it('normalises what a reader may send', () => {
    expect(normaliseRoute('/docs')).toBe('/')
    expect(normaliseRoute('/docs/apis/?x=1#y')).toBe('/apis')
    expect(normaliseRoute('/apis')).toBe('/apis')
    expect(normaliseRoute('/docsearch')).toBe('/docsearch')
  })
})

describe('frontmatter', () => {
  it('requires a title and a description', () => {
    expect(() => splitFrontmatter('---\ntitle: A\n---\nbody', 'a.mdx')).toThrow(/a\.mdx: invalid frontmatter — description/)
    expect(() => splitFrontmatter('no frontmatter', 'b.mdx')).toThrow(/b\.mdx: missing frontmatter/)
  })

  it('rejects unknown keys so typos fail loudly', () => {
    expect(() => splitFrontmatter('---\ntitle: A\ndescription: B\ntitel_meta: C\n---\n', 'c.mdx')).toThrow(/titel_meta|Unrecognized/)
  })

  it('returns the body after the frontmatter', () => {
    const { data, body } = splitFrontmatter('---\ntitle: A\ndescription: B\ntitle_meta: C\n---\nHello', 'd.mdx')
    expect(data).toEqual({ title: 'A', description: 'B', title_meta: 'C' })
    expect(body).toBe('Hello')
  })
})

describe('loader', () => {
  it('gives every consumer the same headings, blocks and links', () => {
    const dir = contentDir({
      'index.mdx': page('Home', '## Libraries\n\nSee [APIs](/apis#routes).'),
      'apis.mdx': page(
        'APIs',
        [
          'Intro text.',
          '## Routes',
          '## Routes',
          '<Heading level={3} tag="GET" label="/files">List files</Heading>',
          '<Heading id="custom" level={4}>Custom id</Heading>',
          '<CodeGroup>\n\n```typescript\nconst b = bucket("b")\n```\n\n</CodeGroup>',
          '<Card href="/" name="Home" description="Start" />',
        ].join('\n\n'),
      ),
    })
    const pages = loadPagesFrom(dir)
    expect(pages.map((p) => p.route)).toEqual(['/apis', '/'])
    const apis = pages[0]
    expect(apis.file).toBe('content/apis.mdx')
    expect(apis.headings).toEqual([
      { depth: 2, id: 'routes', text: 'Routes' },
      { depth: 2, id: 'routes-1', text: 'Routes' },
      { depth: 3, id: 'list-files', text: 'List files', tag: 'GET', label: '/files' },
      { depth: 4, id: 'custom', text: 'Custom id' },
    ])
    expect(apis.blocks).toContainEqual({ kind: 'code', lang: 'typescript', text: 'const b = bucket("b")' })
    expect(apis.blocks).toContainEqual({ kind: 'text', text: 'Intro text.' })
    expect(apis.blocks).toContainEqual({ kind: 'heading', depth: 3, id: 'list-files', text: 'List files' })
    expect(apis.links).toEqual(['/'])
    expect(pages[1].links).toEqual(['/apis#routes'])
  })

  it('refuses two files serving one route', () => {
    const dir = contentDir({ 'a.mdx': page('A'), 'a/index.mdx': page('A again') })
    expect(() => loadPagesFrom(dir)).toThrow(/both serve \/a/)
  })

  it('names the file when MDX does not parse', () => {
    const dir = contentDir({ 'broken.mdx': page('Broken', '<Note>\nunclosed') })
    expect(() => loadPagesFrom(dir)).toThrow(/content\/broken\.mdx: cannot parse MDX/)
  })
})

describe('unlisted pages', () => {
  it('are loaded and link-checked like others but flagged', () => {
    const dir = contentDir({ 'a.mdx': page('A'), 'sink.mdx': '---\ntitle: Sink\ndescription: For writers.\nunlisted: true\n---\nBody' })
    const pages = loadPagesFrom(dir)
    expect(pages.map((p) => [p.route, p.unlisted])).toEqual([
      ['/a', false],
      ['/sink', true],
    ])
  })
})
