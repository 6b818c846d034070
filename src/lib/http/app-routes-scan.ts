import { existsSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { filesUnder } from '../files-under'
import { METHOD_ORDER, patternRank, type AppRoute, type AppRouteKind } from './app-routes'
import { PAGE_METHODS, refusalAllows } from './methods'

/**
 * Builds the route table (app-routes.generated.ts) from `src/app` and `public/`, for
 * `npm run generate:app-routes` and the test that fails when the committed table is stale. Never
 * imported by the server: it reads the disk and imports route modules.
 *
 * A route handler's methods come from importing its module and reading its exports, not from its
 * text: `export const { GET, HEAD, OPTIONS, POST, … } = readOnlyRoute(…)` names every method, and
 * only the values tell the ones it serves from the 405s it exports so that Next.js's own 405 (which
 * has no Allow) never answers. Exports marked with `refusal` (methods.ts) are left out, and each
 * refusal's Allow must equal what the route serves. A route that exports GET and no HEAD serves
 * HEAD too (Next.js answers it from GET); OPTIONS counts only when exported, as Next.js serves a
 * prerendered answer whatever the method.
 *
 * Only the file conventions below are known; a folder convention the table could not express
 * (parallel `@slot`, intercepting `(.)`, a metadata file inside a route group, whose address Next.js
 * suffixes with a hash) stops the generator rather than guess.
 */

const PAGE_FILE = /^page\.(?:tsx|ts|jsx|js|mdx|md)$/
const ROUTE_FILE = /^route\.(?:tsx|ts|jsx|js)$/
const CODE = /\.(?:tsx|ts|jsx|js)$/

/** Metadata images: a numbered variant (`icon1.png`) is allowed; the static extensions each takes. */
const METADATA_IMAGES: Record<string, readonly string[]> = {
  icon: ['ico', 'jpg', 'jpeg', 'png', 'svg'],
  'apple-icon': ['jpg', 'jpeg', 'png'],
  'opengraph-image': ['jpg', 'jpeg', 'png', 'gif'],
  'twitter-image': ['jpg', 'jpeg', 'png', 'gif'],
}

/** Metadata files Next.js serves from the app folder's top level only: file name → address. */
const ROOT_METADATA: Record<string, string> = {
  'favicon.ico': '/favicon.ico',
  'robots.txt': '/robots.txt',
  'robots.ts': '/robots.txt',
  'robots.js': '/robots.txt',
  'manifest.json': '/manifest.json',
  'manifest.webmanifest': '/manifest.webmanifest',
  'manifest.ts': '/manifest.webmanifest',
  'manifest.js': '/manifest.webmanifest',
}

type Module = Record<string, unknown>

export interface ScanOptions {
  appDir: string
  /** Files served as they are at their own path (Next.js's `public/`); skipped when absent. */
  publicDir?: string
  /** What `source` is relative to. */
  root: string
  /** Loads a route module; the default imports it. */
  load?: (file: string) => Promise<Module>
}

export async function scanAppRoutes({ appDir, publicDir, root, load = (file) => import(/* webpackIgnore: true */ file) as Promise<Module> }: ScanOptions): Promise<AppRoute[]> {
  const routes: AppRoute[] = []
  const projectPath = (file: string) => relative(root, file).split(sep).join('/')
  const add = (pattern: string, kind: AppRouteKind, methods: readonly string[], file: string) => {
    const source = projectPath(file)
    const other = routes.find((route) => route.pattern === pattern)
    if (other) throw new Error(`${source} and ${other.source} both serve ${pattern}`)
    routes.push({ pattern, kind, methods, source })
  }

  for (const file of filesUnder(appDir).sort()) {
    const parts = relative(appDir, file).split(sep)
    const name = parts.pop()!
    if (parts.some((part) => part.startsWith('_'))) continue // private folder: not routed
    const where = projectPath(file)
    const odd = parts.find((part) => part.startsWith('@') || /^\(\.{1,3}\)/.test(part))
    if (odd) throw new Error(`${where}: the route table generator does not know the folder convention ${odd}`)
    const inGroup = parts.some((part) => /^\(.+\)$/.test(part))
    const dir = parts.filter((part) => !/^\(.+\)$/.test(part))
    const at = (last: string) => '/' + [...dir, last].filter(Boolean).join('/')

    if (PAGE_FILE.test(name)) {
      add(at(''), 'page', PAGE_METHODS, file)
      continue
    }
    if (ROUTE_FILE.test(name)) {
      const pattern = at('')
      const methods = handlerMethods(await load(file), where)
      // Below /api, or serving no GET (the MCP server's short address /mcp): an API, not a file content may link to.
      add(pattern, pattern === '/api' || pattern.startsWith('/api/') || !methods.includes('GET') ? 'api' : 'file', methods, file)
      continue
    }
    const metadata = metadataRoutes(name, dir.length === 0)
    if (!metadata) continue // layouts, not-found, stylesheets, fonts: not addresses
    if (inGroup) throw new Error(`${where}: Next.js gives a metadata file in a route group a hashed address the route table generator does not compute`)
    const mod = metadata.dynamic === 'image' || metadata.dynamic === 'sitemap' ? await load(file) : {}
    add(at(metadata.name), 'file', PAGE_METHODS, file)
    // generateImageMetadata / generateSitemaps: one image or sitemap per id, below the name.
    if (typeof mod[metadata.dynamic === 'sitemap' ? 'generateSitemaps' : 'generateImageMetadata'] === 'function') {
      add(at(`${metadata.name.replace(/\.xml$/, '')}/[__metadata_id__]`), 'file', PAGE_METHODS, file)
    }
  }

  if (publicDir && existsSync(publicDir)) {
    for (const file of filesUnder(publicDir).sort()) add('/' + relative(publicDir, file).split(sep).join('/'), 'file', PAGE_METHODS, file)
  }

  return routes.sort(bySpecificity)
}

/** The address a metadata file serves (below its folder) and whether it is code; undefined for any other file. */
function metadataRoutes(name: string, atRoot: boolean): { name: string; dynamic?: 'image' | 'sitemap' | 'other' } | undefined {
  if (ROOT_METADATA[name]) return atRoot ? { name: ROOT_METADATA[name].slice(1), dynamic: CODE.test(name) ? 'other' : undefined } : undefined
  if (name === 'sitemap.xml') return { name }
  if (/^sitemap\.(?:ts|js)$/.test(name)) return { name: 'sitemap.xml', dynamic: 'sitemap' }
  const image = /^(icon|apple-icon|opengraph-image|twitter-image)(\d?)\.(\w+)$/.exec(name)
  if (!image) return undefined
  const [, base, variant, extension] = image
  if (CODE.test(name)) return { name: `${base}${variant}`, dynamic: 'image' }
  return METADATA_IMAGES[base].includes(extension) ? { name } : undefined
}

/** The methods a route handler module serves (see the comment at the top). */
function handlerMethods(mod: Module, where: string): string[] {
  const served = METHOD_ORDER.filter((method) => typeof mod[method] === 'function' && !refusalAllows(mod[method]))
  if (served.includes('GET') && mod.HEAD === undefined) served.splice(served.indexOf('GET') + 1, 0, 'HEAD')
  if (served.length === 0) throw new Error(`${where} exports no handler for any HTTP method`)
  for (const method of METHOD_ORDER) {
    const allows = refusalAllows(mod[method])
    if (allows && allows.join(', ') !== served.join(', ')) {
      throw new Error(`${where}: its ${method} refusal announces Allow: ${allows.join(', ')}, but the route serves ${served.join(', ')}`)
    }
  }
  return served
}

function bySpecificity(a: AppRoute, b: AppRoute): number {
  const [ra, rb] = [patternRank(a.pattern), patternRank(b.pattern)]
  for (let i = 0; i < Math.min(ra.length, rb.length); i++) if (ra[i] !== rb[i]) return ra[i] - rb[i]
  // One pattern a prefix of the other: the longer one can only add an optional catch-all's matches.
  return ra.length - rb.length || (a.pattern < b.pattern ? -1 : a.pattern > b.pattern ? 1 : 0)
}

/** The generated module's text: one route a line. */
export function appRoutesModule(routes: readonly AppRoute[]): string {
  const lines = routes.map(
    (route) => `  { pattern: ${quote(route.pattern)}, kind: ${quote(route.kind)}, methods: [${route.methods.map(quote).join(', ')}], source: ${quote(route.source)} },`,
  )
  return [
    '// Generated from src/app by `npm run generate:app-routes` (src/lib/http/app-routes-scan.ts): do not edit.',
    '// tests/unit/http/app-routes.test.ts fails when it is stale. Most specific pattern first.',
    "import type { AppRoute } from './app-routes'",
    '',
    'export const APP_ROUTES: readonly AppRoute[] = [',
    ...lines,
    ']',
    '',
  ].join('\n')
}

function quote(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`
}

/** The table for this project: `src/app` and `public/` below `root`. */
export function scanProject(root: string): Promise<AppRoute[]> {
  return scanAppRoutes({ appDir: join(root, 'src', 'app'), publicDir: join(root, 'public'), root })
}
