import { expect, test, type Page } from './fixtures'
import { FRAMEWORK_SCRIPTS } from './held-scripts'

/** The search island (scripts/lib/islands.ts), fetched by the head script on intent. */
const SEARCH_ISLAND = /\/_next\/static\/islands\/search-[0-9a-f]{12}\.js/

const dialog = (page: Page) => page.locator('.DocSearch-Modal')

/**
 * 4× slower CPU, as on a mid-range phone; the framework's scripts never arrive: the page as the build
 * without them serves it. A test that slows its page gets three times the usual budget, as the
 * first-click specs at 4× CPU do: on a loaded 2-core runner, loading a page, parsing the island and
 * the first search took more than the 30 s a whole test gets by default.
 */
async function slowPageWithoutFramework(page: Page): Promise<string[]> {
  test.slow()
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.route(FRAMEWORK_SCRIPTS, (route) => route.abort())
  const islands: string[] = []
  page.on('request', (request) => {
    if (SEARCH_ISLAND.test(request.url())) islands.push(request.url())
  })
  return islands
}

test('no island is fetched before intent; the pointer over a search button fetches it', async ({ page }) => {
  const islands = await slowPageWithoutFramework(page)
  // Loaded and left alone: the framework's scripts never come, so this waits for `load` itself.
  await page.goto('./apis', { waitUntil: 'domcontentloaded' })
  await page.waitForLoadState('load')
  await page.waitForTimeout(500)
  expect(islands).toEqual([])
  const fetched = page.waitForRequest(SEARCH_ISLAND)
  await page.locator('header [data-search-button]:visible').first().hover()
  await fetched
  await expect(dialog(page)).toBeHidden()
})

test('focus on a search button fetches the island', async ({ page }) => {
  await slowPageWithoutFramework(page)
  await page.goto('./apis', { waitUntil: 'domcontentloaded' })
  const fetched = page.waitForRequest(SEARCH_ISLAND)
  await page.locator('header [data-search-button]:visible').first().focus()
  await fetched
})

for (const press of ['pointer', 'Control+k', '/'] as const) {
  test(`the first press (${press}) opens search at 4× CPU without the framework's scripts`, async ({ page }) => {
    const islands = await slowPageWithoutFramework(page)
    await page.goto('./concepts/introduction', { waitUntil: 'domcontentloaded' })
    if (press === 'pointer') await page.locator('header [data-search-button]:visible').first().click()
    else await page.keyboard.press(press)
    await expect(dialog(page)).toBeVisible({ timeout: 30_000 })
    await expect(page.locator('.DocSearch-Input')).toBeFocused()
    await expect(page.locator('html')).not.toHaveAttribute('data-search-opening')
    expect(islands).toHaveLength(1)
    // Escape closes it, and the same shortcut opens it again.
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toBeHidden()
  })
}

test('results appear and a result navigates, without the framework', async ({ page }) => {
  await slowPageWithoutFramework(page)
  await page.goto('./apis', { waitUntil: 'domcontentloaded' })
  await page.keyboard.press('Control+k')
  await page.locator('.DocSearch-Input').fill('secrets')
  const first = page.locator('.DocSearch-Hit a').first()
  await expect(first).toBeVisible({ timeout: 30_000 })
  await expect(first).toHaveAttribute('href', /^\/docs\/secrets/)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/docs\/secrets/)
  await expect(page.locator('h1')).toContainText(/secrets/i)
})

test('an island that cannot be fetched is reported, and the next press tries again', async ({ page }) => {
  let fail = true
  await page.route(SEARCH_ISLAND, (route) => (fail ? route.abort() : route.continue()))
  await page.goto('./apis', { waitUntil: 'domcontentloaded' })
  const button = page.locator('header [data-search-button]:visible').first()
  await button.click()
  await expect(page.getByRole('alert').filter({ hasText: 'Search could not load' })).toBeVisible()
  await expect(dialog(page)).toBeHidden()
  fail = false
  await button.click()
  await expect(dialog(page)).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: 'Search could not load' })).toBeHidden()
})
