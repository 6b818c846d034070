import { expect, test, type Page } from './fixtures'
import { holdScripts } from './held-scripts'
import { versionButton, versionMenu } from './version-select'

test('an older version shows the notice and links to the latest', async ({ page }) => {
  await page.goto('./reference/nodejs/v0')
  const notice = page.locator('[data-notice="outdated"]')
  await expect(notice).toContainText('Note: You are viewing documentation for version v0 of Node.js.')
  await notice.getByRole('link', { name: 'View the latest version.' }).click()
  await expect(page).toHaveURL(/\/docs\/reference\/nodejs$/)
  await expect(page.locator('[data-notice]')).toHaveCount(0)
})

/** The expanded state Chromium gives assistive technology for the button named `name`. */
async function expandedState(page: Page, name: RegExp): Promise<unknown> {
  const cdp = await page.context().newCDPSession(page)
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: { role?: { value: string }; name?: { value: string }; properties?: { name: string; value: { value: unknown } }[] }[] }
  const button = nodes.find((node) => node.role?.value === 'button' && name.test(node.name?.value ?? ''))
  return button?.properties?.find((property) => property.name === 'expanded')?.value.value ?? false
}

test('the selector lists every version with a Latest badge and navigates, by pointer and by keyboard', async ({ page }) => {
  await page.goto('./reference/nodejs')
  const button = versionButton(page, 'Node.js')
  await expect(button).toHaveText(/v1/)
  await expect(button).toHaveAccessibleName('Node.js version: v1')
  await button.click()
  const menu = versionMenu(page, 'Node.js')
  await expect(menu).toBeVisible()
  // The browser tells assistive technology the button's popover is expanded (no attribute: the accessibility tree).
  expect(await expandedState(page, /^Node.js version/)).toBe(true)
  const latest = menu.getByRole('link', { name: /^v1/ })
  await expect(latest).toHaveAccessibleName('v1 Latest')
  await expect(latest).toHaveAttribute('aria-current', 'page')
  await expect(menu.getByRole('link', { name: /^v0/ })).toHaveAccessibleName('v0')
  // The menu sits under its button.
  const [buttonBox, menuBox] = [(await button.boundingBox())!, (await menu.boundingBox())!]
  expect(menuBox.y).toBeGreaterThan(buttonBox.y + buttonBox.height)
  expect(Math.abs(menuBox.x - buttonBox.x)).toBeLessThan(2)
  await menu.getByRole('link', { name: /^v0/ }).click()
  await expect(page).toHaveURL(/\/docs\/reference\/nodejs\/v0$/)
  await expect(versionMenu(page, 'Node.js')).toBeHidden()
  expect(await expandedState(page, /^Node.js version/)).toBe(false)
  // Keyboard: Enter opens, Tab reaches the versions, Escape closes, Enter follows a link.
  await versionButton(page, 'Node.js').focus()
  await page.keyboard.press('Enter')
  await expect(versionMenu(page, 'Node.js')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(versionMenu(page, 'Node.js')).toBeHidden()
  await expect(versionButton(page, 'Node.js')).toBeFocused()
  await page.keyboard.press('Enter')
  await page.keyboard.press('Tab')
  await expect(versionMenu(page, 'Node.js').getByRole('link', { name: /^v1/ })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/docs\/reference\/nodejs$/)
})

test('the selector has the keys of a select menu: arrows, Home and End and type-ahead, before the scripts load', async ({ page }) => {
  const release = await holdScripts(page)
  await page.goto('./reference/nodejs', { waitUntil: 'domcontentloaded' })
  const menu = versionMenu(page, 'Node.js')
  const option = (version: string) => menu.getByRole('link', { name: new RegExp(`^${version}`) })
  // On the button, Down opens the menu at the version shown.
  await versionButton(page, 'Node.js').focus()
  await page.keyboard.press('ArrowDown')
  await expect(menu).toBeVisible()
  await expect(option('v1')).toBeFocused()
  // Down and Up move one version, stopping at either end as a select does.
  const pressFocuses = async (key: string, version: string) => {
    await page.keyboard.press(key)
    await expect(option(version)).toBeFocused()
  }
  await pressFocuses('ArrowDown', 'v0')
  await pressFocuses('ArrowDown', 'v0')
  await pressFocuses('Home', 'v1')
  await pressFocuses('ArrowUp', 'v1')
  await pressFocuses('End', 'v0')
  // Typed characters add up to one search: "v1" finds v1.
  await page.keyboard.type('v1')
  await expect(option('v1')).toBeFocused()
  // After the type-ahead reset (1000 ms), typing starts a new search; one letter repeated steps on.
  await page.waitForTimeout(1100)
  await pressFocuses('v', 'v0')
  await pressFocuses('v', 'v1')
  await page.keyboard.press('End')
  // Escape closes the menu and gives focus back to the button; Enter opens it and Down goes to the version shown.
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await page.keyboard.press('Enter')
  await expect(menu).toBeVisible()
  await pressFocuses('ArrowDown', 'v1')
  await page.keyboard.press('End')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/docs\/reference\/nodejs\/v0$/)
  release()
})

test('the selector is the same control before and after the page hydrates, and opens before', async ({ page }) => {
  const release = await holdScripts(page)
  await page.goto('./reference/nodejs', { waitUntil: 'domcontentloaded' })
  const button = versionButton(page, 'Node.js')
  const before = await button.evaluate((element) => element.outerHTML)
  await button.click()
  await expect(versionMenu(page, 'Node.js')).toBeVisible()
  await page.keyboard.press('Escape')
  release()
  await page.waitForFunction(() => window.__docsBehavioursReady === true)
  expect(await button.evaluate((element) => element.outerHTML)).toBe(before)
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
