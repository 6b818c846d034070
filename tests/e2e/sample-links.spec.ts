import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'

const GUIDE = './guides/dart/serverless-rest-api-example'
const DOWNLOAD_URL = '/docs/reference/dart/storage/bucket-file-downloadurl'

const linkIn = (page: Page, href: string) => page.locator(`pre a[href="${href}"]`).first()

/** The colour the link's token class gives a plain token of the same class in the same block. */
async function coloursOf(link: Locator) {
  return link.evaluate((a) => {
    const cls = a.getAttribute('class')
    const twin = cls ? a.closest('pre')!.querySelector(`span.${cls}`) : null
    return { link: getComputedStyle(a).color, twin: twin ? getComputedStyle(twin).color : getComputedStyle(a.closest('pre')!).color, pre: getComputedStyle(a.closest('pre')!).color, cls }
  })
}

test('a linked name in a guide keeps its token colour and goes to its method page', async ({ page }) => {
  await page.goto(GUIDE)
  const link = linkIn(page, DOWNLOAD_URL)
  await expect(link).toHaveText('getDownloadUrl')
  const colours = await coloursOf(link)
  expect(colours.link).toBe(colours.twin)
  for (const theme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme: theme })
    await page.evaluate((t) => document.documentElement.classList.toggle('dark', t === 'dark'), theme)
    const again = await coloursOf(link)
    expect(again.link).toBe(again.twin)
  }
  await link.click()
  await expect(page).toHaveURL(/\/docs\/reference\/dart\/storage\/bucket-file-downloadurl$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('getDownloadUrl')
})

test('keyboard focus reaches a linked name, with a visible focus ring', async ({ page }) => {
  await page.goto(GUIDE)
  const link = linkIn(page, DOWNLOAD_URL)
  const block = page.locator('[data-code-block]', { has: link })
  await block.locator('[data-copy-button]').first().focus()
  let reached = false
  for (let i = 0; i < 60 && !reached; i++) {
    await page.keyboard.press('Tab')
    reached = await link.evaluate((a) => document.activeElement === a)
  }
  expect(reached).toBe(true)
  const outline = await link.evaluate((a) => getComputedStyle(a).outlineStyle)
  expect(outline).toBe('solid')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/bucket-file-downloadurl$/)
})

test('each checked block says what it was checked against; excerpts do not', async ({ page }) => {
  await page.goto(GUIDE)
  const linked = page.locator('[data-code-block]', { has: linkIn(page, DOWNLOAD_URL) })
  await expect(linked.locator('.code-checked')).toHaveText('SDK names checked against dart-sdk v1.5.0')
  await page.goto('./apis')
  // The registry's 1.x package plus the declared additions of the documented tag (see checkedLabel).
  await expect(page.locator('.code-checked', { hasText: /^Type-checked against @nitric\/sdk 1\.\d+\.\d+( plus v1\.4\.2's added exports)?$/ }).first()).toBeAttached()
  await expect(page.locator('[data-code-block]:has(.excerpt-badge) .code-checked')).toHaveCount(0)
})

test('a TypeScript name resolves by its type: read on a file goes to bucket-file-read', async ({ page }) => {
  await page.goto('./storage')
  const read = page.locator('pre a[href="/docs/reference/nodejs/storage/bucket-file-read"]').first()
  await expect(read).toHaveText('read')
})

test('the Markdown form keeps code plain', async ({ request }) => {
  const markdown = await (await request.get(`${GUIDE}.md`)).text()
  expect(markdown).toContain('picture.getDownloadUrl(300)')
  expect(markdown).not.toContain('sample=')
  expect(markdown).not.toContain('bucket-file-downloadurl')
})

for (const theme of ['light', 'dark'] as const) {
  test(`a guide with linked code has no axe violations (${theme})`, async ({ page }, testInfo) => {
    test.slow()
    await page.emulateMedia({ colorScheme: theme })
    await page.goto(GUIDE)
    const results = await new AxeBuilder({ page }).include('[data-code-block]').analyze()
    expect(results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([])
    const link = linkIn(page, DOWNLOAD_URL)
    await link.hover()
    const box = (await link.boundingBox())!
    await page.screenshot({ path: testInfo.outputPath(`sample-links-${theme}.png`), clip: { x: 0, y: Math.max(0, box.y - 140), width: page.viewportSize()!.width, height: 220 } })
  })
}

test('narrow screens: linked code scrolls inside its frame, the note wraps', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto(GUIDE)
  const block = page.locator('[data-code-block]', { has: linkIn(page, DOWNLOAD_URL) })
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await linkIn(page, DOWNLOAD_URL).scrollIntoViewIfNeeded()
  await block.locator('.code-checked').scrollIntoViewIfNeeded()
  await page.screenshot({ path: testInfo.outputPath('sample-links-375.png') })
})
