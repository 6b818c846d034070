import { islandCutter } from '../islands/page-islands'
import type { PageTransform } from './prerendered-pages'
import { loadScriptsAfterFirstPaint } from './scripts-after-first-paint'

/**
 * What the front door does to a page before it keeps it: cuts the static islands from the inline
 * payload (src/lib/islands), then has the framework's scripts load after the first paint
 * (scripts-after-first-paint.ts).
 */
export function frontDoorTransform(logger: Pick<Console, 'error'>): PageTransform {
  const cutIslands = islandCutter(logger)
  return (html, route) => Buffer.from(loadScriptsAfterFirstPaint(cutIslands(html, route).toString('utf8')).html, 'utf8')
}
