import { availableParallelism } from 'node:os'
import { resolve } from 'node:path'
import type { NextConfig } from 'next'
import { PHASE_PRODUCTION_BUILD } from 'next/constants'
import { shareLastChangedForBuild } from './src/lib/git/last-changed'
import { siteSecurityHeaders } from './src/lib/security-headers'
import { getSearchSettings } from './src/lib/search/settings'
import { parseSiteSettings } from './src/lib/settings'
import { siteRedirects } from './src/lib/redirects'
import { siteConfig } from './src/site.config'
import { distDir } from './src/lib/dist-dir'
import { MARKDOWN_API_PATH } from './src/lib/markdown/api-path'

// Fails the build or the server start loudly when a setting is malformed.
parseSiteSettings(process.env)
getSearchSettings()

const nextConfig: NextConfig = {
  basePath: siteConfig.basePath,
  distDir: distDir(),
  // The project's own folder (the standalone folder, once deployed): the lock file there is no workspace.
  outputFileTracingRoot: process.cwd(),
  turbopack: { root: process.cwd() },
  // The sample check's records: runtime Markdown (Accept: text/plain, MCP get_page) shows the same checked-against lines as the prebuilt .md.
  outputFileTracingIncludes: { '/**': ['./content/**/*', './reference/**/*', './.cache/sample-links.json', './node_modules/@fontsource/inter/files/inter-*-normal.woff'] },
  outputFileTracingExcludes: { '/**': ['./tests/**/*', './.data/**/*', './reference/**/api-facts.json'] },
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm test` type-checks the whole project (tests included) as its own step; the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
  serverExternalPackages: ['better-sqlite3', 'pg', 'ioredis'],
  // Defined even when unset, so a build without analytics folds the check in FathomAnalytics.tsx to
  // false and the browser bundle carries no analytics code at all.
  env: { NEXT_PUBLIC_FATHOM_SITE_ID: process.env.NEXT_PUBLIC_FATHOM_SITE_ID?.trim() ?? '' },
  async headers() {
    // Outside the base path too (basePath: false): the root redirect and 404s for other paths carry them.
    return [{ source: '/:path*', basePath: false, headers: siteSecurityHeaders() }]
  },
  async rewrites() {
    return {
      // Each page's Markdown at its own address + '.md' (home: /docs/index.md), built by the route below.
      beforeFiles: [{ source: '/:path+.md', destination: `${MARKDOWN_API_PATH}/:path+` }],
      afterFiles: [],
      fallback: [],
    }
  },
  async redirects() {
    return [
      { source: '/', destination: siteConfig.basePath, basePath: false, permanent: false },
      ...siteRedirects(),
    ]
  },
}

export default function config(phase: string): NextConfig {
  if (phase !== PHASE_PRODUCTION_BUILD) return nextConfig
  // `next build`: one git pass for every page's last-updated date, and one warning when it cannot be
  // trusted (shallow clone, no git); the page workers inherit the result.
  shareLastChangedForBuild()
  // The build's one rewrite of its own output (src/lib/build/page-output.ts), behind PAGE_TRANSFORM.
  // Only the build loads it: servers never need it.
  return {
    ...nextConfig,
    adapterPath: resolve('scripts/next-build-adapter.mjs'),
    // `.next/standalone` holds the site with only what it needs (README: Deploy). Every page is built
    // ahead of time, but search, the server's request screen and the closest-page lookup read the
    // content at run time and the social image reads its fonts from disk, so those files travel with
    // it; scripts/standalone-assets.ts and scripts/build-server.ts add the rest.
    output: 'standalone',
    // A worker per core for collecting page data and prerendering the pages. Next.js keeps one core
    // for the build's main process, which waits while the workers prerender: on a 2-core machine
    // that was one worker and the prerendering took twice as long.
    experimental: { ...nextConfig.experimental, cpus: availableParallelism() },
  }
}
