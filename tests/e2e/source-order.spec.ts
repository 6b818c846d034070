import { expect, test } from './fixtures'

// The article comes first in each page's HTML, before the header and the sidebar (which are fixed, so the
// page looks the same); agents reading the HTML meet the content first, and the skip link reaches the menus.

for (const path of ['./concepts/introduction', './apis', './reference/nodejs/api/api-get', '.']) {
  test(`the article comes before the menus in the HTML of ${path}, and the page points agents to llms.txt`, async ({ request }) => {
    const html = await (await request.get(path)).text()
    const body = html.slice(html.indexOf('<body'))
    const main = body.indexOf('<main')
    expect(main).toBeGreaterThan(0)
    expect(main).toBeLessThan(body.indexOf('<header id="site-menu"'))
    expect(main).toBeLessThan(body.indexOf('<aside class="sidebar"'))
    // Only the skip link precedes the article.
    expect(body.slice(0, main).match(/<a /g)).toHaveLength(1)
    expect(body).toMatch(/<a [^>]*href="\/docs\/llms\.txt"/)
  })
}

test('the skip link is the first stop and moves focus to the menus; the header and sidebar stay where they were', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('./apis')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to menu' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page.locator('#site-menu')).toBeFocused()
  // The next stops are the header's controls, then the sidebar's menu.
  await page.keyboard.press('Tab')
  const inHeader = await page.evaluate(() => document.activeElement?.closest('header#site-menu') !== null)
  expect(inHeader).toBe(true)
  const header = (await page.locator('#site-menu').boundingBox())!
  const sidebar = (await page.locator('aside.sidebar').boundingBox())!
  const main = (await page.locator('main').boundingBox())!
  expect(header.y).toBe(0)
  expect(sidebar.x).toBe(0)
  expect(main.x).toBeGreaterThanOrEqual(sidebar.width)
  expect(main.y).toBeGreaterThanOrEqual(header.height)
})
