// Generated from src/app by `npm run generate:app-routes` (src/lib/http/app-routes-scan.ts): do not edit.
// tests/unit/http/app-routes.test.ts fails when it is stale. Most specific pattern first.
import type { AppRoute } from './app-routes'

export const APP_ROUTES: readonly AppRoute[] = [
  { pattern: '/feed.xml', kind: 'file', methods: ['GET', 'HEAD'], source: 'src/app/feed.xml/route.ts' },
  { pattern: '/icon.svg', kind: 'file', methods: ['GET', 'HEAD'], source: 'src/app/icon.svg' },
  { pattern: '/llms-full.txt', kind: 'file', methods: ['GET', 'HEAD'], source: 'src/app/llms-full.txt/route.ts' },
  { pattern: '/llms.txt', kind: 'file', methods: ['GET', 'HEAD'], source: 'src/app/llms.txt/route.ts' },
  { pattern: '/mcp', kind: 'api', methods: ['POST', 'OPTIONS'], source: 'src/app/mcp/route.ts' },
  { pattern: '/robots.txt', kind: 'file', methods: ['GET', 'HEAD'], source: 'src/app/robots.ts' },
  { pattern: '/sitemap.xml', kind: 'file', methods: ['GET', 'HEAD'], source: 'src/app/sitemap.ts' },
  { pattern: '/.well-known/mcp.json', kind: 'file', methods: ['GET', 'HEAD'], source: 'src/app/.well-known/mcp.json/route.ts' },
  { pattern: '/api/closest-page', kind: 'api', methods: ['GET', 'HEAD', 'OPTIONS'], source: 'src/app/api/closest-page/route.ts' },
  { pattern: '/api/feedback', kind: 'api', methods: ['POST', 'OPTIONS'], source: 'src/app/api/feedback/route.ts' },
  { pattern: '/api/health', kind: 'api', methods: ['GET', 'HEAD', 'OPTIONS'], source: 'src/app/api/health/route.ts' },
  { pattern: '/api/markdown-not-found', kind: 'api', methods: ['GET', 'HEAD', 'OPTIONS'], source: 'src/app/api/markdown-not-found/route.ts' },
  { pattern: '/api/mcp', kind: 'api', methods: ['POST', 'OPTIONS'], source: 'src/app/api/mcp/route.ts' },
  { pattern: '/api/og', kind: 'api', methods: ['GET', 'HEAD', 'OPTIONS'], source: 'src/app/api/og/route.ts' },
  { pattern: '/api/search-events', kind: 'api', methods: ['POST', 'OPTIONS'], source: 'src/app/api/search-events/route.ts' },
  { pattern: '/.well-known/mcp/server-card.json', kind: 'file', methods: ['GET', 'HEAD'], source: 'src/app/.well-known/mcp/server-card.json/route.ts' },
  { pattern: '/api/health/ready', kind: 'api', methods: ['GET', 'HEAD', 'OPTIONS'], source: 'src/app/api/health/ready/route.ts' },
  { pattern: '/api/markdown-text/[...slug]', kind: 'api', methods: ['GET', 'HEAD'], source: 'src/app/api/markdown-text/[...slug]/route.ts' },
  { pattern: '/api/markdown/[...slug]', kind: 'api', methods: ['GET', 'HEAD'], source: 'src/app/api/markdown/[...slug]/route.ts' },
  { pattern: '/api/search/[...path]', kind: 'api', methods: ['POST', 'OPTIONS'], source: 'src/app/api/search/[...path]/route.ts' },
  { pattern: '/llms-full/[part]', kind: 'file', methods: ['GET', 'HEAD'], source: 'src/app/llms-full/[part]/route.ts' },
  { pattern: '/page-scripts/[file]', kind: 'file', methods: ['GET', 'HEAD', 'OPTIONS'], source: 'src/app/page-scripts/[file]/route.ts' },
  { pattern: '/reference/[sdk]/llms-full.txt', kind: 'file', methods: ['GET', 'HEAD'], source: 'src/app/reference/[sdk]/llms-full.txt/route.ts' },
  { pattern: '/reference/[sdk]/llms.txt', kind: 'file', methods: ['GET', 'HEAD'], source: 'src/app/reference/[sdk]/llms.txt/route.ts' },
  { pattern: '/reference/[sdk]/[version]/llms-full.txt', kind: 'file', methods: ['GET', 'HEAD'], source: 'src/app/reference/[sdk]/[version]/llms-full.txt/route.ts' },
  { pattern: '/reference/[sdk]/[version]/llms.txt', kind: 'file', methods: ['GET', 'HEAD'], source: 'src/app/reference/[sdk]/[version]/llms.txt/route.ts' },
  { pattern: '/[[...slug]]', kind: 'page', methods: ['GET', 'HEAD'], source: 'src/app/[[...slug]]/page.tsx' },
]
