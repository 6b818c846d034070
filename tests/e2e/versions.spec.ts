import { expect, test } from './fixtures'

test('an older version shows the notice and links to the latest', async ({ page }) => {
  await page.goto('./reference/nodejs/v0')
  const notice = page.locator('[data-notice="outdated"]')
  await expect(notice).toContainText('Note: You are viewing documentation for version v0 of Node.js.')
  await notice.getByRole('link', { name: 'View the latest version.' }).click()
  await expect(page).toHaveURL(/\/docs\/reference\/nodejs$/)
  await expect(page.locator('[data-notice]')).toHaveCount(0)
})

test('the selector lists every version with a Latest badge and navigates', async ({ page }) => {
  await page.goto('./reference/nodejs')
  // A button until hovered or focused, then the Radix select's combobox: find it by its label.
  const select = page.getByLabel('Node.js version')
  await expect(select).toHaveText(/v1/)
  await select.click()
  const latest = page.getByRole('option', { name: /v1/ })
  await expect(latest).toContainText('Latest')
  await expect(page.getByRole('option', { name: /v0/ })).not.toContainText('Latest')
  await page.getByRole('option', { name: /v0/ }).click()
  await expect(page).toHaveURL(/\/docs\/reference\/nodejs\/v0$/)
  await page.getByLabel('Node.js version').focus()
  await page.keyboard.press('Enter')
  await page.keyboard.press('ArrowUp')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/docs\/reference\/nodejs$/)
})

test('the selector is the same combobox to assistive technology before and after the Radix select loads', async ({ page }) => {
  await page.goto('./reference/nodejs')
  const select = page.getByRole('combobox', { name: 'Node.js version', expanded: false })
  await expect(select).not.toHaveAttribute('data-state') // the look-alike: Radix's trigger sets data-state
  const before = await select.ariaSnapshot()
  expect(before).toContain('combobox "Node.js version"')
  await select.hover()
  await expect(select).toHaveAttribute('data-state', 'closed')
  expect(await select.ariaSnapshot()).toBe(before)
  await expect(page.getByRole('combobox')).toHaveCount(1)
  // The keyboard still opens it, and the control then reports itself expanded.
  await select.focus()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('listbox')).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Node.js version', expanded: true, includeHidden: true })).toHaveCount(1)
})

test('legacy-only SDKs explain their status, and /v1 and bare legacy paths redirect', async ({ page }) => {
  await page.goto('./reference/csharp/v0')
  await expect(page.locator('[data-notice="legacy"]')).toContainText('prior to v1')
  await expect(page.locator('[data-notice="outdated"]')).toHaveCount(0)
  await page.goto('./reference/csharp')
  await expect(page).toHaveURL(/\/docs\/reference\/csharp\/v0$/)
  await page.goto('./reference/nodejs/v1')
  await expect(page).toHaveURL(/\/docs\/reference\/nodejs$/)
})

test('renamed addresses redirect permanently to the pages that replaced them', async ({ request }) => {
  for (const [from, to] of [
    ['./concepts/comparison', '/docs/concepts/comparisons'],
    ['./concepts/comparison/terraform', '/docs/concepts/comparisons/terraform'],
    ['./getting-started/resources-overview', '/docs/getting-started/resource-best-practices'],
  ]) {
    const response = await request.get(from, { maxRedirects: 0 })
    expect(response.status(), from).toBe(308)
    expect(response.headers()['location']).toBe(to)
    expect((await request.get(from)).status()).toBe(200)
  }
})

test('made-up and malformed addresses answer 404 or 400 with the site headers, never 500', async ({ request }) => {
  for (const [path, status] of [
    ['./no/such/page', 404],
    ['./no-such-page.md', 404],
    ['./%ZZ', 400],
    ['./apis%', 400],
    ['./%c0%ae%c0%ae/etc/passwd', 400],
    ['./%ZZ.md', 400],
  ] as const) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(status)
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff')
  }
  const search = await request.post('./api/search/1/indexes/%ZZ/query', { data: '{}', headers: { 'content-type': 'text/plain' } })
  expect(search.status()).toBe(400)
  expect(search.headers()['x-content-type-options']).toBe('nosniff')
})

test('an address with a huge query is refused before Next.js parses it', async ({ request }) => {
  const many = await request.get(`./apis?${Array.from({ length: 4000 }, () => 'q=1').join('&')}`)
  expect(many.status()).toBe(400)
  expect(await many.text()).toContain('query parameters')
  expect((await request.get('./apis?utm_source=newsletter&utm_medium=email')).status()).toBe(200)
  expect((await request.get(`./api/og?title=${'A'.repeat(3000)}&description=long`)).status()).not.toBe(500)
})
