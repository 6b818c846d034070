import { test as base, type Page } from '@playwright/test'

export * from '@playwright/test'

type GotoOptions = Parameters<Page['goto']>[1]

/**
 * True once the page's behaviours are installed (src/lib/page-behaviours/install.ts, a deferred
 * script that runs once the page is parsed); true at once for a document that is not one of the
 * site's pages (a feed, a Markdown file).
 */
function pageIsInteractive() {
  return !document.getElementById('page-parsed') || (window as { __docsBehavioursReady?: boolean }).__docsBehavioursReady === true
}

/**
 * Playwright's test, whose `page.goto` and `page.reload` (waiting for `load`, the default) also wait
 * until the page's behaviours are installed, so a test that means them to see an action waits for
 * them. Tests that mean to act before that pass another `waitUntil`, or run without
 * JavaScript.
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
