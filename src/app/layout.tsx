import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import '@fontsource/inter/latin-400.css'
import '@fontsource/inter/latin-500.css'
import '@fontsource/inter/latin-600.css'
import { SearchLoader } from '@/components/search/SearchLoader'
import { Analytics } from '@/components/analytics/Analytics'
import { codeLanguageInitScript } from '@/lib/code-language-choice'
import { getSearchSettings } from '@/lib/search/settings'
import { searchShortcutInitScript } from '@/lib/search-ui'
import { siteSettings } from '@/lib/settings'
import { themeInitScript } from '@/lib/theme'
import { siteConfig } from '@/site.config'
import './globals.css'
import './code-tabs.css'
import './code-tokens.css'

const settings = siteSettings()

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
    <html lang="en" suppressHydrationWarning>
      <head>
        {/* Before first paint: theme and chosen code language (nothing flashes or jumps), and search shortcuts pressed before hydration. */}
        <script dangerouslySetInnerHTML={{ __html: [themeInitScript, codeLanguageInitScript, searchShortcutInitScript].join(';') }} />
      </head>
      <body>
        {children}
        <SearchLoader settings={getSearchSettings()} />
        <Analytics />
      </body>
    </html>
  )
}
