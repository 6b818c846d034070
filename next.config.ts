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
  // `node .next/standalone/server.js` serves the site with only what it needs (README: Deploy). Every
  // page is built ahead of time, but search and the closest-page lookup read the content at run
  // time and the social image reads its fonts from disk, so those files travel with it;
  // scripts/standalone-assets.ts adds the browser assets after the build.
  output: 'standalone',
  outputFileTracingIncludes: { '/**': ['./content/**/*', './reference/**/*', './node_modules/@fontsource/inter/files/inter-*-normal.woff'] },
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
  // `next build`: one git pass for every page's last-updated date, and one warning when it cannot be
  // trusted (shallow clone, no git); the page workers inherit the result.
  if (phase === PHASE_PRODUCTION_BUILD) shareLastChangedForBuild()
  return nextConfig
}
