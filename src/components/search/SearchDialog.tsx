'use client'

import '@docsearch/css/dist/style.css'
import './search-theme.css'
import { DocSearchModal, type DocSearchTransformClient } from '@docsearch/react'
import { SiteLink as Link } from '@/components/SiteLink'
import { usePathname, useRouter } from 'next/navigation'
import { useState } from 'react'
import { createPortal } from 'react-dom'
import { localSearchClient } from '@/lib/search/local-client'
import { LOCAL_SEARCH_API_KEY, LOCAL_SEARCH_APP_ID } from '@/lib/search/local-endpoint'
import type { SearchSettings } from '@/lib/search/settings'
import { missingResultsUrl, rewriteHitUrl, searchScope } from '@/lib/search-ui'
import { siteConfig } from '@/site.config'
import { SearchErrorScreen } from './SearchErrorScreen'
import { useSearchSignals } from './search-signals'

export interface SearchDialogProps {
  settings: SearchSettings
  /** Send settled searches to the site (SEARCH_SIGNALS). */
  reportSearches: boolean
  onClose: () => void
}

/** Notes whether the last search reached the service, so the dialog can show the network error screen. */
function trackFailures(client: DocSearchTransformClient, onOutcome: (failed: boolean) => void): DocSearchTransformClient {
  return {
    ...client,
    search: (async (...args: Parameters<DocSearchTransformClient['search']>) => {
      try {
        const response = await client.search(...args)
        onOutcome(false)
        return response
      } catch (error) {
        onOutcome(true)
        throw error
      }
    }) as DocSearchTransformClient['search'],
  }
}

export function SearchDialog({ settings, reportSearches, onClose }: SearchDialogProps) {
  const router = useRouter()
  const signals = useSearchSignals(reportSearches)
  const scope = searchScope(usePathname())
  const [failed, setFailed] = useState(false)
  const local = settings.mode === 'local'

  return (
    <>
      {createPortal(
        <DocSearchModal
          appId={local ? LOCAL_SEARCH_APP_ID : settings.appId}
          apiKey={local ? LOCAL_SEARCH_API_KEY : settings.apiKey}
          indexName={settings.indexName}
          placeholder="Search docs"
          initialScrollY={window.scrollY}
          searchParameters={scope}
          onClose={onClose}
          transformSearchClient={(client) => signals.observe(trackFailures(local ? localSearchClient(window.location) : client, setFailed))}
          transformItems={(items) => items.map((item) => ({ ...item, url: rewriteHitUrl(item.url) }))}
          hitComponent={({ hit, children }) => (
            <Link
              href={hit.url}
              onClick={() => {
                signals.chosen(hit.url)
                onClose()
              }}
            >
              {children}
            </Link>
          )}
          navigator={{
            navigate: ({ itemUrl }) => {
              signals.chosen(itemUrl)
              onClose()
              router.push(itemUrl)
            },
            navigateNewTab: ({ itemUrl }) => {
              signals.chosen(itemUrl)
              window.open(siteConfig.basePath + itemUrl, '_blank', 'noopener')
            },
            navigateNewWindow: ({ itemUrl }) => {
              signals.chosen(itemUrl)
              window.open(siteConfig.basePath + itemUrl, '_blank', 'noopener')
            },
          }}
          getMissingResultsUrl={({ query }) => missingResultsUrl(query)}
        />,
        document.body,
      )}
      <SearchErrorScreen failed={failed} onRecovered={() => setFailed(false)} />
    </>
  )
}
