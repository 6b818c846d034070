import { readInlineFlight, writeInlineFlight } from './inline-flight'
import { stripIslands } from './strip-islands'

export interface StrippedPage {
  html: string
  /** Islands cut from the inline payload, by name; empty when the page has none. */
  islands: string[]
  /** Inline scripts whose text was cut from the payload. */
  inlineScripts: number
  /** Client components inside the islands (never hydrated there): should be none. */
  clientComponents: string[]
}

/**
 * A page's HTML with its static islands' content and its inline scripts' text cut from the inline
 * Flight payload: the markup stays, the data that would repeat it goes. Throws FlightFormatError when the payload is not as
 * expected (the caller then serves the page as built).
 */
export function stripPageIslands(html: string): StrippedPage {
  const flight = readInlineFlight(html)
  if (!flight) return { html, islands: [], inlineScripts: 0, clientComponents: [] }
  const { bytes, islands, inlineScripts, clientComponents } = stripIslands(flight.bytes)
  if (islands.length === 0 && inlineScripts === 0) return { html, islands, inlineScripts, clientComponents }
  return { html: writeInlineFlight(html, flight, bytes), islands, inlineScripts, clientComponents }
}
