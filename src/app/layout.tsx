import type { Metadata, Viewport } from 'next'
import localFont from 'next/font/local'
import type { ReactNode } from 'react'
import { Analytics } from '@/components/analytics/Analytics'
import { BEHAVIOURS_SCRIPT_PATH, HEAD_SCRIPT_PATH } from '@/lib/page-scripts/head-script'
import { pageSearchSettingsJson, SEARCH_SETTINGS_ID } from '@/lib/search/page-settings'
import { getSearchSettings } from '@/lib/search/settings'
import { searchSignalsEnabled } from '@/lib/search-signals/settings'
import { siteSettings } from '@/lib/settings'
import { PAGE_PARSED_ID } from '@/lib/page-parsed'
import { siteConfig } from '@/site.config'
import './globals.css'

const settings = siteSettings()

/**
 * Inter, one variable file for every weight the site draws (400, 500, 600; bold is drawn with 600),
 * cut from @fontsource-variable's Latin file to those weights and the characters prose uses: 26 KB
 * where three static files cost 72 KB and three requests (src/lib/fonts/page-font.ts). It is above
 * the fold on every page, so it is preloaded. `optional`: a font that is not there by first paint
 * (about 100 ms) is not swapped in later, so text never reflows when fonts arrive; until then the text
 * uses Arial sized to Inter's metrics (adjustFontFallback), or the system font where Arial is missing.
 */
const inter = localFont({
  src: './fonts/inter-latin-400-600.woff2',
  weight: '400 600',
  style: 'normal',
  display: 'optional',
  preload: true,
  adjustFontFallback: 'Arial',
  variable: '--font-inter',
})

export const metadata: Metadata = {
  metadataBase: new URL(settings.NEXT_PUBLIC_SITE_URL),
  title: { default: siteConfig.docsTitle, template: `%s - ${siteConfig.docsTitle}` },
  applicationName: `${siteConfig.name} ${siteConfig.docsTitle}`,
  robots: settings.DOCS_ALLOW_INDEXING ? { index: true, follow: true } : { index: false, follow: false },
}

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#09090b' },
  ],
}

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={inter.variable} suppressHydrationWarning>
      <head>
        <link rel="expect" href={`#${PAGE_PARSED_ID}`} blocking="render" />
        {/* Before first paint: theme and chosen code language (nothing flashes or jumps); the controls that need no React (theme toggle, navigation panel, code tabs, copy buttons, accepted values), working from first paint; search shortcuts made before search has loaded; the linked section kept in place. A parser-blocking script, so all of it has run before anything paints; written in src/inline-scripts/, bundled into one file by `npm run generate:inline-scripts` and served by src/app/page-scripts. */}
        {/* eslint-disable-next-line @next/next/no-sync-scripts -- blocking on purpose: the controls must work from first paint, and it arrives beside the stylesheet the paint waits for anyway */}
        <script src={`${siteConfig.basePath}${HEAD_SCRIPT_PATH}`} />
        {/* Once the page is parsed: prefetch, section tracking, the header's fill, page views, the menu's scroll kept, guide filter, theme following (src/lib/page-behaviours/install.ts). Async, not defer: it never holds back DOMContentLoaded; it waits for it itself. */}
        <script async src={`${siteConfig.basePath}${BEHAVIOURS_SCRIPT_PATH}`} />
      </head>
      <body>
        {children}
        <div id={PAGE_PARSED_ID} hidden />
        {/* For the search island (src/islands/search.tsx), which the head script fetches on intent. */}
        <script id={SEARCH_SETTINGS_ID} type="application/json" dangerouslySetInnerHTML={{ __html: pageSearchSettingsJson({ settings: getSearchSettings(), reportSearches: searchSignalsEnabled() }) }} />
        <p role="alert" className="search-error">
          Search could not load. Check your connection, then press search again.
        </p>
        <Analytics />
      </body>
    </html>
  )
}
