import { CLOSEST_PAGE_ATTRIBUTE, CLOSEST_PAGE_HOME_ATTRIBUTE } from '@/lib/closest-page/suggestion'
import { siteConfig } from '@/site.config'

/**
 * The 404 page's "did you mean": an empty line the head script fills with the page closest to the
 * address that failed (src/inline-scripts/closest-page.ts). It keeps its height while the answer is
 * on its way, so nothing below it moves.
 */
export function ClosestPage() {
  const attributes = { [CLOSEST_PAGE_ATTRIBUTE]: `${siteConfig.basePath}/api/closest-page`, [CLOSEST_PAGE_HOME_ATTRIBUTE]: siteConfig.basePath }
  return <p className="closest-page mt-4 min-h-6 text-zinc-700 dark:text-zinc-300" aria-live="polite" {...attributes} />
}
