import { test as base, type Page } from '@playwright/test'

export * from '@playwright/test'

type GotoOptions = Parameters<Page['goto']>[1]

/**
 * True once the page's behaviours are installed (src/components/PageBehaviours.tsx), which is after
 * React has hydrated it; true at once for a document that is not one of the site's pages (a feed, a
 * Markdown file).
 */
function pageIsInteractive() {
  return !document.getElementById('page-parsed') || (window as { __docsBehavioursReady?: boolean }).__docsBehavioursReady === true
}

/**
 * Playwright's test, whose `page.goto` and `page.reload` (waiting for `load`, the default) also wait
 * until the page is interactive. The site's scripts load after first paint, which is often after the
 * load event, so `load` alone no longer means a click on a React control would be seen. Tests that
 * mean to act before that pass another `waitUntil`, or run without JavaScript.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      const untilInteractive = async <T>(navigation: Promise<T>, options: GotoOptions): Promise<T> => {
        const response = await navigation
        if ((options?.waitUntil ?? 'load') === 'load') await page.waitForFunction(pageIsInteractive)
        return response
      }
      const goto = page.goto.bind(page)
      const reload = page.reload.bind(page)
      page.goto = (url, options) => untilInteractive(goto(url, options), options)
      page.reload = (options) => untilInteractive(reload(options), options)
    }
    await provide(page)
  },
})
