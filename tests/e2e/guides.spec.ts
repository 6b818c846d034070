import { expect, test, type Page } from './fixtures'

const items = (page: Page) => page.locator('[data-guide-list] > li')
const visible = (page: Page) => page.locator('[data-guide-list] > li:visible')

test.describe('the guide index', () => {
  test('filters by language and building block together, and keeps the filter in the address', async ({ page }) => {
    await page.goto('./guides')
    const total = await items(page).count()
    expect(total).toBeGreaterThan(30)
    const filter = page.getByRole('group', { name: 'Filter guides' })
    await filter.getByRole('button', { name: 'Python' }).click()
    await expect(filter.getByRole('button', { name: 'Python' })).toHaveAttribute('aria-pressed', 'true')
    await expect(page).toHaveURL(/[?&]lang=python/)
    const python = await visible(page).count()
    expect(python).toBeGreaterThan(0)
    expect(python).toBeLessThan(total)
    for (const group of await visible(page).evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.guideGroup))) expect(group).toBe('python')

    await filter.getByRole('button', { name: 'Schedules' }).click()
    await expect(page).toHaveURL(/block=schedules/)
    const both = await visible(page).evaluateAll((els) => els.map((el) => [(el as HTMLElement).dataset.guideGroup, (el as HTMLElement).dataset.guideTags]))
    expect(both.length).toBeGreaterThan(0)
    for (const [group, tags] of both) {
      expect(group).toBe('python')
      expect(tags!.split(' ')).toContain('schedules')
    }
    await expect(filter.getByText(`${both.length} guide`)).toBeVisible()

    await page.reload()
    await expect(filter.getByRole('button', { name: 'Python' })).toHaveAttribute('aria-pressed', 'true')
    await expect(visible(page)).toHaveCount(both.length)
    await filter.getByRole('link', { name: 'Show all' }).click()
    await expect(visible(page)).toHaveCount(total)
  })

  test('filters one way at a time with plain links when JavaScript is off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('./guides')
    const total = await items(page).count()
    const filter = page.getByRole('group', { name: 'Filter guides' })
    await filter.getByRole('link', { name: 'Go', exact: true }).click()
    await expect(page).toHaveURL(/#guides-lang-go$/)
    const go = await visible(page).evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.guideGroup))
    expect(go.length).toBeGreaterThan(0)
    expect(go.length).toBeLessThan(total)
    expect(new Set(go)).toEqual(new Set(['go']))
    await filter.getByRole('link', { name: 'Storage', exact: true }).click()
    const storage = await visible(page).evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.guideTags))
    expect(storage.length).toBeGreaterThan(0)
    for (const tags of storage) expect(tags!.split(' ')).toContain('storage')
    await context.close()
  })
})

test('the provider reference has its own menu, with Back to Reference', async ({ page }) => {
  await page.goto('./reference/providers/aws/storage')
  const nav = page.getByRole('navigation', { name: 'Documentation' }).first()
  await expect(nav.getByRole('link', { name: 'Back to Reference' })).toHaveAttribute('href', '/docs/reference/cli')
  await expect(nav.getByRole('heading', { name: 'AWS' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Storage' }).first()).toHaveAttribute('aria-current', 'page')
  await expect(nav.getByRole('heading', { name: 'Google Cloud' })).toBeVisible()
  await nav.getByRole('link', { name: 'Back to Reference' }).click()
  await expect(page).toHaveURL(/\/docs\/reference\/cli$/)
})
