import { EARLIER_ADDRESSES as EARLIER } from '../data/earlier-addresses'
import { expect, test, type APIRequestContext } from './fixtures'

const PERMANENT = new Set([301, 308])

/** Follows redirects one at a time: each must be permanent, and the last answer a 200 page. */
async function answer(request: APIRequestContext, route: string): Promise<string | undefined> {
  let url = `/docs${route === '/' ? '' : route}`
  for (let hop = 0; hop < 4; hop++) {
    const response = await request.get(url, { maxRedirects: 0 })
    const status = response.status()
    if (status === 200) return undefined
    if (!PERMANENT.has(status)) return `${route}: ${status}${hop ? ` after redirects, at ${url}` : ''}`
    url = new URL(response.headers()['location'], 'http://localhost').pathname
  }
  return `${route}: too many redirects`
}

test('every address of the earlier site answers 200, at the same path or through permanent redirects', async ({ request }) => {
  // Several hundred addresses, each followed through its redirects.
  test.setTimeout(2 * 60_000)
  expect(EARLIER.length).toBeGreaterThan(580)
  const failures: string[] = []
  const queue = [...EARLIER]
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
        const failure = await answer(request, route)
        if (failure) failures.push(failure)
      }
    }),
  )
  expect(failures).toEqual([])
})

for (const framework of ['with', 'without'] as const) {
  test(`the 404 page suggests the closest existing page, ${framework} the framework's scripts`, async ({ page }) => {
    if (framework === 'without') await page.route('**/_next/static/chunks/*.js', (route) => route.abort())
    const response = await page.goto('./storge', { waitUntil: framework === 'with' ? 'load' : 'domcontentloaded' })
    expect(response?.status()).toBe(404)
    const suggestion = page.locator('[data-closest-page]').getByRole('link', { name: 'Storage' })
    await expect(suggestion).toHaveAttribute('href', '/docs/storage')
    // Read as one sentence, the link inside it.
    await expect(page.locator('[data-closest-page]')).toHaveText('Did you mean Storage?')
    await suggestion.click()
    await expect(page).toHaveURL(/\/docs\/storage$/)
  })
}
