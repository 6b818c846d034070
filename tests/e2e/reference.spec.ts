import { expect, test } from './fixtures'
import { chooseVersion } from './version-select'

test.describe('an SDK method page', () => {
  test('shows the generated signature and parameters, then the written examples in language tabs', async ({ page }) => {
    await page.goto('./reference/nodejs/storage/bucket-file-write')
    await expect(page.getByRole('heading', { level: 1, name: 'bucket.file.write()' })).toBeVisible()
    const signature = page.locator('[data-code-block]', { hasText: 'Signature' }).first()
    await expect(signature).toContainText('write(body: Uint8Array | string): Promise<void>')

    const parameters = page.locator('.section-heading:has(> h2#parameters) + div li').first()
    await expect(page.locator('h2#parameters')).toHaveText(/Parameters/)
    await expect(parameters).toContainText('body')
    await expect(parameters).toContainText('Uint8Array | string')
    await expect(parameters.locator('[data-required="true"]')).toHaveText('Required')
    await expect(page.locator('h2#returns')).toBeVisible()
    // The generated parts sit between the introduction and the written examples.
    const order = await page.locator('article h2').allTextContents()
    expect(order.slice(0, 3)).toEqual(['Parameters', 'Returns', 'Examples'])

    const group = page.locator('[data-code-group]').first()
    const tabs = group.getByRole('tab')
    await expect(tabs).toHaveCount(2)
    await expect(group.locator('[data-code-panel][data-language="typescript"]')).toBeVisible()
    await tabs.nth(1).click()
    await expect(group.locator('[data-code-panel][data-language="javascript"]')).toBeVisible()
    await expect(group.locator('[data-code-panel][data-language="typescript"]')).toBeHidden()
  })

  test('switches version to the same method where it exists, and to the overview where it does not', async ({ page }) => {
    await page.goto('./reference/nodejs/storage/bucket-file-write')
    await chooseVersion(page, 'Node.js', 'v0')
    await expect(page).toHaveURL(/\/docs\/reference\/nodejs\/v0\/storage\/bucket-file-write$/)
    await expect(page.locator('[data-notice="outdated"]')).toBeVisible()

    await page.goto('./reference/nodejs/keyvalue/keyvalue-get')
    await chooseVersion(page, 'Node.js', 'v0')
    await expect(page).toHaveURL(/\/docs\/reference\/nodejs\/v0$/)
  })

  test('links the same operation in the other languages', async ({ page }) => {
    await page.goto('./reference/nodejs/storage/bucket-file-read')
    const line = page.locator('article p', { hasText: 'In other languages:' })
    await expect(line).toBeVisible()
    await line.getByRole('link', { name: 'Python' }).click()
    await expect(page).toHaveURL(/\/docs\/reference\/python\/storage\/bucket-file-read$/)
    await expect(page.locator('article p', { hasText: 'In other languages:' }).getByRole('link', { name: 'Node.js' })).toHaveAttribute('href', /\/docs\/reference\/nodejs\/storage\/bucket-file-read$/)
  })

  test('lists every method of the building block in the reference menu, grouped, with the page marked', async ({ page }) => {
    await page.goto('./reference/nodejs/storage/bucket-file-write')
    const nav = page.getByRole('navigation', { name: 'Documentation' }).first()
    await expect(nav.getByRole('heading', { name: 'Storage' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'bucket.file.write()' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'bucket.file.getDownloadUrl()' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Back to Home' })).toBeVisible()
  })
})

test('the support matrix shows, per building block, which current SDKs have each operation', async ({ page }) => {
  await page.goto('./reference/support-matrix')
  await expect(page.getByRole('heading', { level: 2, name: 'Storage' })).toBeVisible()
  const storage = page.locator('.section-heading:has(> h2#storage) ~ div table').first()
  const header = await storage.locator('tr').first().locator('th').allTextContents()
  expect(header).toEqual(['Operation', 'Node.js v1', 'Python v1', 'Go v1', 'Dart v1'])
  const exists = storage.locator('tr', { has: page.locator('td:first-child', { hasText: /^bucket\.exists$/ }) })
  const cells = await exists.locator('td').allTextContents()
  expect(cells[1]).toContain('exists') // Node.js v1
  expect(cells[3]).toBe('—') // Go v1 has no Exists
  await exists.locator('td').nth(1).getByRole('link').click()
  await expect(page).toHaveURL(/\/docs\/reference\/nodejs\/storage\/bucket-file-exists$/)
})

test('the v0 support matrix has the v0 SDKs, C# and JVM included, and the blocks only they have', async ({ page }) => {
  await page.goto('./reference/support-matrix/v0')
  const storage = page.locator('.section-heading:has(> h2#storage) ~ div table').first()
  expect(await storage.locator('tr').first().locator('th').allTextContents()).toEqual(['Operation', 'Node.js v0', 'Python v0', 'Go v0', 'C# .NET v0', 'JVM v0'])
  await expect(page.getByRole('heading', { level: 2, name: 'Collections' })).toBeVisible()
  await page.getByRole('link', { name: 'SDK support matrix', exact: true }).first().click()
  await expect(page).toHaveURL(/\/docs\/reference\/support-matrix$/)
})

test('the search dialog on a reference page searches that SDK version and the general pages', async ({ page }) => {
  await page.goto('./reference/nodejs/v0/topic/topic')
  const requests: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/search/')) requests.push(request.postData() ?? '')
  })
  // Let the page finish loading (its scripts start after first paint) before opening the dialog.
  await page.waitForLoadState('networkidle')
  await page.locator('header').getByRole('button', { name: /Search docs/ }).first().click()
  await page.locator('.DocSearch-Input').fill('publish')
  const first = page.locator('.DocSearch-Hit a').first()
  // The first search of a fresh server loads the dialog's code and may wait for the index.
  await expect(first).toHaveAttribute('href', '/docs/reference/nodejs/v0/topic/topic-publish', { timeout: 20_000 })
  const hrefs = await page.locator('.DocSearch-Hit a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
  expect(hrefs.filter((href) => /\/docs\/reference\/nodejs\/(?!v0)/.test(href))).toEqual([])
  expect(requests.some((body) => body.includes('scope:nodejs/v0') && body.includes('scope:general'))).toBe(true)
})
