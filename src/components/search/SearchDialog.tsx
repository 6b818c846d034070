'use client'

import '@docsearch/css/dist/style.css'
import './search-theme.css'
import { DocSearchModal, type DocSearchTransformClient } from '@docsearch/react'
import { liteClient } from 'algoliasearch/lite'
import { SiteLink as Link } from '@/components/SiteLink'
import { usePathname, useRouter } from 'next/navigation'
import { useState } from 'react'
import { createPortal } from 'react-dom'
import type { SearchSettings } from '@/lib/search/settings'
import { missingResultsUrl, rewriteHitUrl, searchScope } from '@/lib/search-ui'
import { siteConfig } from '@/site.config'
import { SearchErrorScreen } from './SearchErrorScreen'

export interface SearchDialogProps {
  settings: SearchSettings
  onClose: () => void
}

/** SPEC 9: connect 1 s, read 2 s, write 30 s. */
const TIMEOUTS = { connect: 1_000, read: 2_000, write: 30_000 }

/** The built-in search service, addressed the way Algolia's client addresses its hosts. */
function localClient(): DocSearchTransformClient {
  const { host, protocol } = window.location
  return liteClient('local', 'local', {
    hosts: [{ url: `${host}${siteConfig.basePath}/api/search`, protocol: protocol.replace(':', '') as 'http' | 'https', accept: 'readWrite' }],
    timeouts: TIMEOUTS,
  })
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

export function SearchDialog({ settings, onClose }: SearchDialogProps) {
  const router = useRouter()
  const scope = searchScope(usePathname())
  const [failed, setFailed] = useState(false)
  const local = settings.mode === 'local'

  return (
    <>
      {createPortal(
        <DocSearchModal
          appId={local ? 'local' : settings.appId}
          apiKey={local ? 'local' : settings.apiKey}
          indexName={settings.indexName}
          placeholder="Search docs"
          initialScrollY={window.scrollY}
          searchParameters={scope}
          onClose={onClose}
          transformSearchClient={(client) => trackFailures(local ? localClient() : client, setFailed)}
          transformItems={(items) => items.map((item) => ({ ...item, url: rewriteHitUrl(item.url) }))}
          hitComponent={({ hit, children }) => (
            <Link href={hit.url} onClick={onClose}>
              {children}
            </Link>
          )}
          navigator={{
            navigate: ({ itemUrl }) => {
              onClose()
              router.push(itemUrl)
            },
            navigateNewTab: ({ itemUrl }) => window.open(siteConfig.basePath + itemUrl, '_blank', 'noopener'),
            navigateNewWindow: ({ itemUrl }) => window.open(siteConfig.basePath + itemUrl, '_blank', 'noopener'),
          }}
          getMissingResultsUrl={({ query }) => missingResultsUrl(query)}
        />,
        document.body,
      )}
      <SearchErrorScreen failed={failed} onRecovered={() => setFailed(false)} />
    </>
  )
}
