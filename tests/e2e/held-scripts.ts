import type { Page } from '@playwright/test'

/** Holds back the page's scripts until the returned function is called: the page as a reader sees it before they arrive. */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void
  const held = new Promise<void>((done) => (release = done))
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await held
    await route.continue()
  })
  return release
}
