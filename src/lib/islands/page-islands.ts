import { readInlineFlight, writeInlineFlight } from './inline-flight'
import { stripIslands } from './strip-islands'

export interface StrippedPage {
  html: string
  /** Islands cut from the inline payload, by name; empty when the page has none. */
  islands: string[]
  /** Client components inside the islands (never hydrated there): should be none. */
  clientComponents: string[]
}

/**
 * A page's HTML with its static islands' content cut from the inline Flight payload: the markup
 * stays, the data that would repeat it goes. Throws FlightFormatError when the payload is not as
 * expected (the caller then serves the page as built).
 */
export function stripPageIslands(html: string): StrippedPage {
  const flight = readInlineFlight(html)
  if (!flight) return { html, islands: [], clientComponents: [] }
  const { bytes, islands, clientComponents } = stripIslands(flight.bytes)
  if (islands.length === 0) return { html, islands, clientComponents }
  return { html: writeInlineFlight(html, flight, bytes), islands, clientComponents }
}

/**
 * The front door's page transform (src/lib/http/prerendered-pages.ts): cuts the islands, or keeps the
 * page whole, with one log line, when its payload is not as expected. A whole page still works: it
 * is only heavier.
 */
export function islandCutter(logger: Pick<Console, 'error'>): (html: Buffer, route: string) => Buffer {
  return (html, route) => {
    try {
      return Buffer.from(stripPageIslands(html.toString('utf8')).html, 'utf8')
    } catch (error) {
      logger.error(`[front-door] static islands of ${route} could not be cut; it is served whole`, error)
      return html
    }
  }
}
