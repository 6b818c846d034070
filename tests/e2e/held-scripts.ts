import type { Page } from '@playwright/test'

/** The framework's scripts (not its stylesheets, which share their folder): what `blockFrameworkScripts` and `holdScripts` match. */
export const FRAMEWORK_SCRIPTS = (url: URL) => url.pathname.includes('/_next/static/chunks/') && url.pathname.endsWith('.js')
/** The page behaviours script (src/lib/page-behaviours/install.ts). */
export const BEHAVIOURS_SCRIPT = '**/page-scripts/behaviours-*.js'
/** The islands the head script fetches on intent (scripts/lib/islands.ts). */
export const ISLANDS = '**/_next/static/islands/*.js'

type ScriptPattern = string | ((url: URL) => boolean)

/**
 * Holds back the page's scripts that follow the head script (by default the framework's and the page
 * behaviours; or those the patterns match) until the returned function is called: the page as a
 * reader sees it before they arrive.
 */
export async function holdScripts(page: Page, patterns: ScriptPattern | ScriptPattern[] = [FRAMEWORK_SCRIPTS, BEHAVIOURS_SCRIPT]): Promise<() => void> {
  let release!: () => void
  const held = new Promise<void>((done) => (release = done))
  for (const scripts of [patterns].flat()) {
    await page.route(scripts, async (route) => {
      await held
      await route.continue()
    })
  }
  return release
}

/**
 * Never lets the framework's scripts arrive: the page as it is served once they are dropped from it.
 * Blocked by the DevTools protocol's URL block list rather than `page.route`: intercepting requests
 * turns off the HTTP cache and Chromium's speculation-rules prefetch, which the specs check.
 */
export async function blockFrameworkScripts(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page)
  await session.send('Network.enable')
  await session.send('Network.setBlockedURLs', { urls: ['*/_next/static/chunks/*.js'] })
}
