import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { filesUnder } from '@/lib/files-under'
import { matchesPattern, servingRoute, staticFileRoutes, type AppRoute } from '@/lib/http/app-routes'
import { APP_ROUTES } from '@/lib/http/app-routes.generated'
import { appRoutesModule, scanAppRoutes, scanProject } from '@/lib/http/app-routes-scan'
import { screenRequest, type ScreenOptions } from '@/lib/http/request-screen'
import { NON_PAGE_ROUTES } from '@/lib/content/routes'

describe('the route table', () => {
  it('is committed as generated from src/app (run npm run generate:app-routes)', async () => {
    expect(readFileSync('src/lib/http/app-routes.generated.ts', 'utf8')).toBe(appRoutesModule(await scanProject(process.cwd())))
  })

  it('has every route handler and page file under src/app', () => {
    const sources = new Set(APP_ROUTES.map((route) => route.source))
    const routeFiles = filesUnder('src/app')
      .map((file) => relative('.', file).split('\\').join('/'))
      .filter((file) => /\/(?:route|page)\.tsx?$/.test(file))
    expect(routeFiles.length).toBeGreaterThan(5)
    for (const file of routeFiles) expect(sources, file).toContain(file)
  })

  it('gives each API its own methods, read from its exports, the 405s it exports left out', () => {
    const methods = (pattern: string) => APP_ROUTES.find((route) => route.pattern === pattern)?.methods
    expect(methods('/api/og')).toEqual(['GET', 'HEAD', 'OPTIONS'])
    expect(methods('/api/feedback')).toEqual(['POST', 'OPTIONS'])
    expect(methods('/api/search/[...path]')).toEqual(['POST', 'OPTIONS'])
    // GET alone: HEAD follows it, and no OPTIONS (a prerendered answer is served whatever the method).
    expect(methods('/api/markdown/[...slug]')).toEqual(['GET', 'HEAD'])
    expect(methods('/robots.txt')).toEqual(['GET', 'HEAD'])
  })

  it('lets content link to the file routes without dynamic segments', () => {
    expect([...NON_PAGE_ROUTES].sort()).toEqual([
      '/.well-known/mcp.json',
      '/.well-known/mcp/server-card.json',
      '/feed.xml',
      '/icon.svg',
      '/llms-full.txt',
      '/llms.txt',
      '/robots.txt',
      '/sitemap.xml',
    ])
  })
})

describe('route patterns', () => {
  it('match static segments exactly and dynamic ones by shape, trailing slashes aside', () => {
    expect(matchesPattern('/api/og', '/api/og')).toBe(true)
    expect(matchesPattern('/api/og', '/api/og/')).toBe(true)
    expect(matchesPattern('/api/og', '/api/og/extra')).toBe(false)
    expect(matchesPattern('/api/og', '/api')).toBe(false)
    expect(matchesPattern('/a/[id]', '/a/1')).toBe(true)
    expect(matchesPattern('/a/[id]', '/a')).toBe(false)
    expect(matchesPattern('/a/[id]', '/a/1/2')).toBe(false)
    expect(matchesPattern('/api/search/[...path]', '/api/search/1/indexes/*/queries')).toBe(true)
    expect(matchesPattern('/api/search/[...path]', '/api/search')).toBe(false)
    expect(matchesPattern('/[[...slug]]', '/')).toBe(true)
    expect(matchesPattern('/[[...slug]]', '/a/b')).toBe(true)
    // A metadata file below a catch-all folder.
    expect(matchesPattern('/[[...slug]]/twitter-image.png', '/twitter-image.png')).toBe(true)
    expect(matchesPattern('/[[...slug]]/twitter-image.png', '/a/b/twitter-image.png')).toBe(true)
    expect(matchesPattern('/[[...slug]]/twitter-image.png', '/a/b')).toBe(false)
    expect(matchesPattern('/[...slug]/opengraph-image', '/opengraph-image')).toBe(false)
  })

  it('leave pages to the content model, and prefer the most specific route', () => {
    const routes: AppRoute[] = [
      { pattern: '/a', kind: 'file', methods: ['GET', 'HEAD'], source: 'a' },
      { pattern: '/a/[[...rest]]', kind: 'api', methods: ['POST'], source: 'b' },
      { pattern: '/[[...slug]]', kind: 'page', methods: ['GET', 'HEAD'], source: 'c' },
    ]
    expect(servingRoute(routes, '/a')?.source).toBe('a')
    expect(servingRoute(routes, '/a/x')?.source).toBe('b')
    expect(servingRoute(routes, '/elsewhere')).toBeUndefined()
    expect(staticFileRoutes(routes)).toEqual(['/a'])
  })
})

describe('a new route in src/app', () => {
  let root: string
  let routes: AppRoute[]
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(root, 'src/app', file)), { recursive: true })
    writeFileSync(join(root, 'src/app', file), text)
  }
  const options = (table: readonly AppRoute[]): ScreenOptions => ({ basePath: '/docs', isPage: (route) => route === '/apis', isRedirected: () => false, routes: table })

  beforeAll(async () => {
    // A copy of the app folder with new files no table names: an API route with its own methods,
    // one made with readOnlyRoute, a web manifest, an Open Graph image, and a file in public/.
    root = mkdtempSync(join(tmpdir(), 'app-routes-'))
    cpSync('src/app', join(root, 'src/app'), { recursive: true })
    write('api/widgets/route.ts', 'export function GET() { return new Response("list") }\nexport function POST() { return new Response("made", { status: 201 }) }\n')
    write('api/status/[name]/route.ts', "import { readOnlyRoute } from '@/lib/http/methods'\nexport const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = readOnlyRoute(() => new Response('ok'))\n")
    write('manifest.ts', "export default function manifest() { return { name: 'Docs' } }\n")
    write('opengraph-image.tsx', "export default function Image() { return new Response('png') }\n")
    write('[[...slug]]/twitter-image.png', 'png')
    mkdirSync(join(root, 'public'))
    writeFileSync(join(root, 'public', 'humans.txt'), 'people')
    routes = await scanAppRoutes({ appDir: join(root, 'src/app'), publicDir: join(root, 'public'), root })
  })
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it('is in the table the generator makes, with the methods its module exports', () => {
    const table = new Map(routes.map((route) => [route.pattern, route]))
    expect(table.get('/api/widgets')).toMatchObject({ kind: 'api', methods: ['GET', 'HEAD', 'POST'], source: 'src/app/api/widgets/route.ts' })
    expect(table.get('/api/status/[name]')).toMatchObject({ kind: 'api', methods: ['GET', 'HEAD', 'OPTIONS'] })
    expect(table.get('/manifest.webmanifest')).toMatchObject({ kind: 'file', methods: ['GET', 'HEAD'] })
    expect(table.get('/opengraph-image')).toMatchObject({ kind: 'file', methods: ['GET', 'HEAD'] })
    expect(table.get('/[[...slug]]/twitter-image.png')).toMatchObject({ kind: 'file' })
    expect(table.get('/humans.txt')).toMatchObject({ kind: 'file', source: 'public/humans.txt' })
    // The site's own routes are there as before.
    for (const route of APP_ROUTES) expect(table.get(route.pattern)?.methods, route.pattern).toEqual(route.methods)
  })

  it('answers without a table edit: the screen lets its methods through and refuses others with its Allow', () => {
    const screen = (method: string, target: string) => screenRequest(method, target, options(routes))
    for (const [method, target] of [
      ['GET', '/docs/api/widgets'],
      ['HEAD', '/docs/api/widgets'],
      ['POST', '/docs/api/widgets'],
      ['GET', '/docs/api/status/db'],
      ['OPTIONS', '/docs/api/status/db'],
      ['GET', '/docs/manifest.webmanifest'],
      ['GET', '/docs/opengraph-image?abc123'],
      ['GET', '/docs/reference/go/twitter-image.png'],
      ['GET', '/docs/humans.txt'],
    ]) {
      expect(screen(method, target), `${method} ${target}`).toEqual({ kind: 'pass' })
    }
    for (const [method, target, allow] of [
      ['DELETE', '/docs/api/widgets', 'GET, HEAD, POST'],
      ['POST', '/docs/api/status/db', 'GET, HEAD, OPTIONS'],
      ['POST', '/docs/manifest.webmanifest', 'GET, HEAD'],
    ]) {
      const verdict = screen(method, target)
      expect(verdict, `${method} ${target}`).toMatchObject({ kind: 'answer', status: 405 })
      if (verdict.kind === 'answer') expect(verdict.headers.allow).toBe(allow)
    }
    // Still a 404 at the door: an address no route has the shape of.
    expect(screen('GET', '/docs/api/widgets/extra')).toEqual({ kind: 'not-found' })
    expect(screen('GET', '/docs/api/status')).toEqual({ kind: 'not-found' })
  })

  it('is refused by a table made before it, which the staleness test above would catch', () => {
    const screen = (method: string, target: string) => screenRequest(method, target, options(APP_ROUTES))
    expect(screen('GET', '/docs/api/widgets')).toEqual({ kind: 'not-found' })
    expect(screen('POST', '/docs/api/widgets')).toMatchObject({ kind: 'answer', status: 405 })
    expect(screen('GET', '/docs/manifest.webmanifest')).toEqual({ kind: 'not-found' })
  })
})

describe('the generator', () => {
  async function scanWith(files: Record<string, string>) {
    const root = mkdtempSync(join(tmpdir(), 'app-routes-'))
    try {
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(dirname(join(root, 'app', file)), { recursive: true })
        writeFileSync(join(root, 'app', file), text)
      }
      return await scanAppRoutes({ appDir: join(root, 'app'), root })
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  }

  it('stops when a 405 announces other methods than the route serves', async () => {
    const route = "import { refusal } from '@/lib/http/methods'\nexport function POST() { return new Response('') }\nexport const GET = refusal(['POST', 'OPTIONS'], () => new Response('', { status: 405 }))\n"
    await expect(scanWith({ 'api/x/route.ts': route })).rejects.toThrow(/GET refusal announces Allow: POST, OPTIONS, but the route serves POST$/)
  })

  it('stops at a folder convention it cannot express, and at two files for one address', async () => {
    await expect(scanWith({ '@modal/page.tsx': '' })).rejects.toThrow(/folder convention @modal/)
    await expect(scanWith({ '(group)/icon.png': '' })).rejects.toThrow(/route group/)
    await expect(scanWith({ 'robots.txt': '', 'robots.ts': 'export default function robots() { return {} }\n' })).rejects.toThrow(/both serve \/robots\.txt/)
  })

  it('skips private folders, groups in addresses, and files that are not routes', async () => {
    const routes = await scanWith({ '_lib/route.ts': '', '(docs)/guide/page.tsx': '', 'layout.tsx': '', 'globals.css': '', 'guide/icon.txt': '' })
    expect(routes.map((route) => route.pattern)).toEqual(['/guide'])
  })
})
