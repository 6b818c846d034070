import { MAX_QUERY_CHARS, MAX_SEARCHES_PER_REPORT } from './constants'

/** One settled search, as the dialog sends it (schema.ts reads it back). */
export interface SearchReport {
  query: string
  hits: number
  path: string
  chosen: { position: number; url: string } | null
}

/** The service's answer to one query: its hit count and its results' addresses in the order it ranked them. */
export interface AnsweredSearch {
  query: string
  hits: number
  urls: readonly string[]
}

/**
 * A query counts as settled when the reader chose a result for it, closed the dialog on it, or left
 * it standing this long and then searched for something else. Typing on (or deleting back) from a
 * query is the same search being refined, so the keystrokes in between are never reported.
 */
export const SETTLE_MS = 2000

interface Candidate extends AnsweredSearch {
  since: number
}

export interface SearchSession {
  /** The service answered a query (answers arrive as the reader types). */
  answered(search: AnsweredSearch): void
  /** The reader chose the result at `url` (as the dialog links it). */
  chosen(url: string): void
  /** Settles the query on screen and hands over every settled search not yet taken. */
  take(): SearchReport[]
}

const comparable = (query: string) => query.trim().toLowerCase()

/** Whether `next` refines `previous` (typed on from it, or deleted back to it) rather than starting a new search. */
function refines(previous: string, next: string): boolean {
  const a = comparable(previous)
  const b = comparable(next)
  return a.startsWith(b) || b.startsWith(a)
}

/** The searches of one open dialog on page `path`; `now` is a clock in milliseconds. */
export function createSearchSession(path: string, now: () => number = Date.now): SearchSession {
  let current: Candidate | undefined
  const settled: SearchReport[] = []

  const settle = (candidate: Candidate, chosen: SearchReport['chosen']) => {
    settled.push({ query: candidate.query.slice(0, MAX_QUERY_CHARS), hits: candidate.hits, path, chosen })
    // A reader who searches more than this in one go: keep the latest.
    if (settled.length > MAX_SEARCHES_PER_REPORT) settled.shift()
  }

  return {
    answered(search) {
      const query = search.query.trim()
      if (current && comparable(current.query) === comparable(query)) {
        current = { ...current, hits: search.hits, urls: search.urls }
        return
      }
      if (current && now() - current.since >= SETTLE_MS && (!query || !refines(current.query, query))) settle(current, null)
      current = query ? { query, hits: search.hits, urls: search.urls, since: now() } : undefined
    },
    chosen(url) {
      if (!current) return
      const index = current.urls.indexOf(url)
      // Not one of the results on screen (a recent search, a favourite): no choice among these hits.
      if (index === -1) return
      settle(current, { position: index + 1, url })
      current = undefined
    },
    take() {
      if (current) settle(current, null)
      current = undefined
      return settled.splice(0)
    },
  }
}
