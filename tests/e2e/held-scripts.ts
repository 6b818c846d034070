import type { Page } from '@playwright/test'

/** The framework's scripts. */
export const FRAMEWORK_SCRIPTS = '**/_next/static/chunks/*.js'
/** The islands the head script fetches on intent (scripts/lib/islands.ts). */
export const ISLANDS = '**/_next/static/islands/*.js'

/** Holds back the page's scripts (or those `pattern` matches) until the returned function is called: the page as a reader sees it before they arrive. */
export async function holdScripts(page: Page, pattern = FRAMEWORK_SCRIPTS): Promise<() => void> {
  let release!: () => void
  const held = new Promise<void>((done) => (release = done))
  await page.route(pattern, async (route) => {
    await held
    await route.continue()
  })
  return release
}
