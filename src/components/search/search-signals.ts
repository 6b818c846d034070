'use client'

import type { DocSearchTransformClient } from '@docsearch/react'
import { useEffect, useRef } from 'react'
import { createSearchSession, type AnsweredSearch, type SearchSession } from '@/lib/search-signals/search-session'
import { sendSearchReport } from '@/lib/search-signals/send-report'
import { rewriteHitUrl } from '@/lib/search-ui'

type SearchArgs = Parameters<DocSearchTransformClient['search']>
type SearchAnswer = Awaited<ReturnType<DocSearchTransformClient['search']>>

/** The query and the answer of DocSearch's one request per keystroke, as the session reads them. */
function answeredSearch(args: SearchArgs, response: SearchAnswer): AnsweredSearch | undefined {
  const request = (args[0] as { requests?: Array<{ query?: unknown }> }).requests?.[0]
  const result = response.results[0] as { nbHits?: unknown; hits?: Array<{ url?: unknown }> } | undefined
  if (typeof request?.query !== 'string' || typeof result?.nbHits !== 'number') return undefined
  const urls = (result.hits ?? []).flatMap((hit) => (typeof hit.url === 'string' ? [rewriteHitUrl(hit.url)] : []))
  return { query: request.query, hits: result.nbHits, urls }
}

/** Numbers the searches of one dialog, across the clients DocSearch asks for as it renders. */
export interface SearchOrder {
  asked: number
  answered: number
}

/** Passes every answer on to the session; an answer to an older keystroke arriving late is skipped. */
export function observeAnswers(client: DocSearchTransformClient, session: SearchSession, order: SearchOrder = { asked: 0, answered: 0 }): DocSearchTransformClient {
  return {
    ...client,
    search: (async (...args: SearchArgs) => {
      const number = ++order.asked
      const response = await client.search(...args)
      if (number > order.answered) {
        order.answered = number
        const answered = answeredSearch(args, response)
        if (answered) session.answered(answered)
      }
      return response
    }) as DocSearchTransformClient['search'],
  }
}

export interface SearchSignals {
  observe(client: DocSearchTransformClient): DocSearchTransformClient
  /** The reader chose the result at `url` (as the dialog links it, without the base path). */
  chosen(url: string): void
}

/**
 * Reports the dialog's settled searches (src/lib/search-signals/search-session.ts) when it closes,
 * or when the page goes away while it is open: one request per dialog, none per keystroke.
 */
export function useSearchSignals(enabled: boolean): SearchSignals {
  const session = useRef<SearchSession | null>(null)
  session.current ??= createSearchSession(window.location.pathname)
  const order = useRef<SearchOrder>({ asked: 0, answered: 0 })

  useEffect(() => {
    if (!enabled) return
    const current = session.current!
    const flush = () => sendSearchReport(current.take())
    window.addEventListener('pagehide', flush)
    return () => {
      window.removeEventListener('pagehide', flush)
      flush()
    }
  }, [enabled])

  return {
    observe: (client) => (enabled ? observeAnswers(client, session.current!, order.current) : client),
    chosen: (url) => session.current!.chosen(url),
  }
}
