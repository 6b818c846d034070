import { stripPageIslands, type StrippedPage } from '../islands/page-islands'
import type { PageTransform } from './prerendered-pages'
import { loadScriptsAfterFirstPaint } from './scripts-after-first-paint'

export interface TransformedPage extends StrippedPage {
  /** The framework scripts moved behind the after-first-paint loader. */
  scripts: string[]
}

/**
 * What the front door does to a page before it keeps it: cuts the static islands and the inline
 * scripts' text from the inline payload (src/lib/islands), then has the framework's scripts load
 * after the first paint (scripts-after-first-paint.ts). Throws FlightFormatError when the payload
 * is not as expected; the build's checks (scripts/check-front-door.ts) read the details.
 */
export function transformPage(html: string): TransformedPage {
  const cut = stripPageIslands(html)
  const deferred = loadScriptsAfterFirstPaint(cut.html)
  return { ...cut, html: deferred.html, scripts: deferred.scripts }
}

/**
 * The front door's page transform (src/lib/http/prerendered-pages.ts): transformPage, or, with one
 * log line, only the scripts moved when the page's payload is not as expected. A page left whole
 * still works: it is only heavier.
 */
export function frontDoorTransform(logger: Pick<Console, 'error'>): PageTransform {
  return (html, route) => {
    const text = html.toString('utf8')
    try {
      return Buffer.from(transformPage(text).html, 'utf8')
    } catch (error) {
      logger.error(`[front-door] static islands of ${route} could not be cut; it is served whole`, error)
      return Buffer.from(loadScriptsAfterFirstPaint(text).html, 'utf8')
    }
  }
}
