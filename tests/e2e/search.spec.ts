import { expect, test, type Page } from './fixtures'
import { holdScripts, ISLANDS } from './held-scripts'

const dialog = (page: Page) => page.locator('.DocSearch-Modal')
const input = (page: Page) => page.locator('.DocSearch-Input')

/** How long the page's scripts may take to arrive and run once released, and the dialog's script after them, on a busy machine. */
const SCRIPTS_MS = 30_000

test('opens with the button, Ctrl+K and "/" but not while typing; closes with Escape and the backdrop', async ({ page }) => {
  await page.goto('./apis')
  await page.locator('header').getByRole('button', { name: /Search docs/ }).first().click()
  await expect(dialog(page)).toBeVisible()
  await expect(input(page)).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toBeHidden()

  await page.keyboard.press('Control+k')
  await expect(dialog(page)).toBeVisible()
  await page.mouse.click(5, 5)
  await expect(dialog(page)).toBeHidden()

  await page.keyboard.press('/')
  await expect(dialog(page)).toBeVisible()
  await page.keyboard.press('Escape')

  // '/' typed into a field is text, not a shortcut.
  await page.keyboard.press('Control+k')
  await input(page).fill('a/b')
  await expect(input(page)).toHaveValue('a/b')
  await expect(input(page)).toHaveAttribute('maxlength', '64')
})

test('a press of the search button or Ctrl+K before the search island has arrived opens search once it has', async ({ page }) => {
  for (const press of ['button', 'shortcut'] as const) {
    const release = await holdScripts(page, ISLANDS)
    await page.goto('./apis', { waitUntil: 'commit' })
    const button = page.locator('header').getByRole('button', { name: /Search docs/ }).first()
    await expect(button).toBeVisible()
    if (press === 'button') await button.click()
    else await page.keyboard.press('Control+k')
    // The press shows at once: the search buttons pulse while the island is on its way.
    await expect(page.locator('html')).toHaveAttribute('data-search-opening', '')
    await expect(button).toHaveCSS('cursor', 'progress')
    await page.waitForTimeout(300)
    await expect(dialog(page)).toBeHidden()
    release()
    // The press is still pending: the dialog opens when the island arrives, with no second press.
    await expect(dialog(page)).toBeVisible({ timeout: SCRIPTS_MS })
    await expect(input(page)).toBeFocused()
    await expect(page.locator('html')).not.toHaveAttribute('data-search-opening')
    await page.unrouteAll({ behavior: 'wait' })
  }
})

test('finds pages despite typos and navigates to the chosen result', async ({ page }) => {
  await page.goto('./apis')
  await page.keyboard.press('Control+k')
  await input(page).fill('secerts')
  const first = page.locator('.DocSearch-Hit a').first()
  await expect(first).toBeVisible()
  const href = await first.getAttribute('href')
  expect(href).toMatch(/^\/docs\/secrets/)
  expect(href).not.toContain('#overview')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/docs\/secrets/)
  await expect(dialog(page)).toBeHidden()
  await expect(page.locator('h1')).toContainText(/secrets/i)
})

test('no hits shows the query, suggestions and a report link', async ({ page }) => {
  await page.goto('./')
  await page.keyboard.press('Control+k')
  // DocSearch suggests the sections of earlier results: search for something first.
  await input(page).fill('bucket')
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible()
  await input(page).fill('qqqxxzzv')
  const screen = page.locator('.DocSearch-NoResults')
  await expect(screen).toContainText('No results for')
  await expect(screen).toContainText('qqqxxzzv')
  const report = screen.getByRole('link', { name: /Let us know/ })
  const url = new URL((await report.getAttribute('href'))!)
  expect(url.origin + url.pathname).toBe('https://github.com/nitrictech/docs/issues/new')
  expect(url.searchParams.get('title')).toContain('qqqxxzzv')
  const suggestions = screen.locator('.DocSearch-NoResults-Prefill-List li')
  await expect(suggestions.first()).toBeVisible()
  expect(await suggestions.count()).toBeLessThanOrEqual(3)
  // A suggestion is a section of the docs, and choosing it searches for it.
  const suggestion = (await suggestions.first().innerText()).replace(/^"|"$/g, '').trim()
  expect(['Building blocks', 'Node.js reference', 'Python reference', 'Getting started', 'Concepts', 'Reference', 'Support', 'Documentation', 'Guides']).toContain(suggestion)
  await suggestions.first().getByRole('button').click()
  await expect.poll(async () => (await input(page).inputValue()).trim()).toBe(suggestion.toLowerCase())
})

test('an unreachable search service shows the network error screen and recovers', async ({ page }) => {
  await page.goto('./')
  await page.route('**/docs/api/search/**', (route) => route.abort('connectionrefused'))
  await page.keyboard.press('Control+k')
  await input(page).fill('bucket')
  const error = page.locator('.DocSearch-ErrorScreen')
  await expect(error).toContainText('Unable to fetch results')
  await expect(error).toContainText('You might want to check your network connection.')
  await page.waitForTimeout(500)
  await expect(error).toBeVisible()

  await page.unroute('**/docs/api/search/**')
  await input(page).fill('')
  await input(page).fill('buckets')
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible()
  await expect(error).toBeHidden()
})

test('recent searches survive a reload', async ({ page }) => {
  await page.goto('./')
  await page.keyboard.press('Control+k')
  await input(page).fill('schedules')
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/docs\/schedules/)
  await page.reload()
  await page.keyboard.press('Control+k')
  await expect(page.locator('.DocSearch-Hit-source', { hasText: 'Recent' })).toBeVisible()
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible()
})

test('the dialog code is not part of the first load', async ({ page }) => {
  // DocSearch's modal code names its own class; a script that contains it is the dialog's chunk.
  const bodies: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''))
  })
  await page.goto('./apis')
  await page.waitForLoadState('networkidle')
  const firstLoad = await Promise.all(bodies)
  expect(firstLoad.length).toBeGreaterThan(0)
  expect(firstLoad.filter((text) => text.includes('DocSearch-Modal'))).toEqual([])
  await page.keyboard.press('Control+k')
  await expect(dialog(page)).toBeVisible()
  const later = (await Promise.all(bodies)).slice(firstLoad.length)
  expect(later.some((text) => text.includes('DocSearch-Modal'))).toBe(true)
})

for (const [width, words] of [[1280, 10], [375, 5]] as const) {
  test(`asks for 20 hits and ${words}-word snippets at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('./')
    const request = page.waitForRequest((r) => r.url().includes('/docs/api/search/1/indexes/') && r.method() === 'POST')
    await page.keyboard.press('Control+k')
    await input(page).fill('topics')
    const body = JSON.parse((await request).postData()!) as { requests: Array<Record<string, unknown>> }
    const [query] = body.requests
    expect(query.indexName).toBe('docs-related')
    expect(query.hitsPerPage).toBe(20)
    expect(query.attributesToSnippet).toContain(`content:${words}`)
    expect(query.highlightPreTag).toBe('<mark>')
  })
}
