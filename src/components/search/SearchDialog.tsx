import { DocSearchModal, type DocSearchTransformClient } from '@docsearch/react'
import { useState } from 'react'
import { localSearchClient } from '@/lib/search/local-client'
import { LOCAL_SEARCH_API_KEY, LOCAL_SEARCH_APP_ID } from '@/lib/search/local-endpoint'
import type { SearchSettings } from '@/lib/search/settings'
import { belowBasePath, withBasePath } from '@/lib/site-href'
import { missingResultsUrl, rewriteHitUrl, searchScope } from '@/lib/search-ui'
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

/** Rendered by the search island (src/islands/search.tsx); a result is a link, followed as a page load. */
export function SearchDialog({ settings, reportSearches, onClose }: SearchDialogProps) {
  const signals = useSearchSignals(reportSearches)
  const scope = searchScope(belowBasePath(window.location.pathname) ?? window.location.pathname)
  const [failed, setFailed] = useState(false)
  const local = settings.mode === 'local'

  return (
    <>
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
          <a href={withBasePath(hit.url)} onClick={() => signals.chosen(hit.url)}>
            {children}
          </a>
        )}
        navigator={{
          navigate: ({ itemUrl }) => {
            signals.chosen(itemUrl)
            window.location.assign(withBasePath(itemUrl))
          },
          navigateNewTab: ({ itemUrl }) => {
            signals.chosen(itemUrl)
            window.open(withBasePath(itemUrl), '_blank', 'noopener')
          },
          navigateNewWindow: ({ itemUrl }) => {
            signals.chosen(itemUrl)
            window.open(withBasePath(itemUrl), '_blank', 'noopener')
          },
        }}
        getMissingResultsUrl={({ query }) => missingResultsUrl(query)}
        />
      <SearchErrorScreen failed={failed} onRecovered={() => setFailed(false)} />
    </>
  )
}
