import { expect, test } from './fixtures'

test.describe('side navigation', () => {
  test('pages outside any section show the main docs menu', async ({ page }) => {
    for (const route of ['./faq', './support/upgrade', './reference/env']) {
      await page.goto(route)
      const nav = page.getByRole('navigation', { name: 'Documentation' }).first()
      await expect(nav.getByRole('heading', { name: 'Getting started' })).toBeVisible()
      await expect(nav.getByRole('link', { name: /^Back to/ })).toHaveCount(0)
    }
  })

  test('a building block shows its overview, the other blocks and Back to Home', async ({ page }) => {
    await page.goto('./storage')
    const nav = page.getByRole('navigation', { name: 'Documentation' }).first()
    await expect(nav.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/docs')
    await expect(nav.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page')
    for (const name of ['APIs', 'HTTP', 'Secrets', 'Websockets']) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Storage', exact: true })).toHaveCount(0)
  })

  test('highlights the active link and lists the page sections under it', async ({ page }) => {
    await page.goto('./concepts/introduction')
    const nav = page.getByRole('navigation', { name: 'Documentation' }).first()
    const active = nav.locator('a[aria-current="page"]')
    await expect(active).toHaveText('Introduction')
    const sectionLinks = nav.locator('[data-page-sections] a')
    expect(await sectionLinks.count()).toBeGreaterThan(0)
    await expect(sectionLinks.first()).toHaveAttribute('href', /^\/docs\/concepts\/introduction#[\w-]+$/)
  })

  test('language references carry SPEC labels and badges', async ({ page }) => {
    await page.goto('./')
    const nav = page.getByRole('navigation', { name: 'Documentation' }).first()
    await expect(nav.getByRole('link', { name: 'Node.js' })).toHaveAttribute('href', '/docs/reference/nodejs')
    await expect(nav.getByRole('link', { name: /C# \.NET\s*Coming soon/ })).toBeVisible()
  })
})

test.describe('footer', () => {
  test('edit link, previous/next, copyright and links', async ({ page }) => {
    await page.goto('./getting-started/installation')
    const footer = page.locator('footer')
    await expect(footer.getByRole('link', { name: 'Edit this page on GitHub' })).toHaveAttribute(
      'href',
      'https://github.com/nitrictech/docs/edit/main/content/getting-started/installation.mdx',
    )
    await expect(footer.getByRole('link', { name: /Previous\s*Quickstart/ })).toHaveAttribute('href', '/docs/getting-started/quickstart')
    await expect(footer.getByRole('link', { name: /Next\s*Local dashboard/ })).toHaveAttribute('href', '/docs/getting-started/local-dashboard')
    await expect(footer).toContainText(`© Copyright ${new Date().getFullYear()}`)
    await expect(footer.getByRole('link', { name: 'Contributions' })).toHaveAttribute('href', '/docs/contributions')
    await expect(footer.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/docs/support')
    for (const name of ['Follow Nitric on X', 'Nitric on GitHub', 'Join the Nitric Discord server', 'Nitric videos on YouTube']) {
      await expect(footer.getByRole('link', { name })).toBeVisible()
    }
  })

  test('index pages link edits to their index.mdx file', async ({ page }) => {
    await page.goto('./reference/nodejs')
    await expect(page.getByRole('link', { name: 'Edit this page on GitHub' })).toHaveAttribute('href', /\/edit\/main\/content\/reference\/nodejs\/index\.mdx$/)
  })

  test('pages outside the menu (writers\' unlisted pages) show no previous/next links', async ({ page }) => {
    await page.goto('./kitchen-sink')
    await expect(page.getByRole('navigation', { name: 'Previous and next pages' })).toHaveCount(0)
  })

  test('a reference overview leads on to the first resource of its menu', async ({ page }) => {
    await page.goto('./reference/nodejs/v0')
    const footer = page.getByRole('navigation', { name: 'Previous and next pages' })
    await expect(footer.getByRole('link', { name: /api\(\)/ })).toHaveAttribute('href', '/docs/reference/nodejs/v0/api/api')
  })
})

test.describe('header', () => {
  test('has search, Star on GitHub, chat, repository and theme controls', async ({ page }) => {
    await page.goto('./')
    const header = page.locator('header.site-header')
    await expect(header.getByRole('button', { name: /Search docs/ }).first()).toBeVisible()
    await expect(header.getByRole('link', { name: 'Star on GitHub' })).toHaveAttribute('href', 'https://github.com/nitrictech/nitric')
    await expect(header.getByRole('link', { name: /Discord/ })).toHaveAttribute('href', 'https://nitric.io/chat')
    await expect(header.getByRole('link', { name: 'Source code on GitHub' })).toBeVisible()
    await expect(header.getByRole('button', { name: /Switch to (dark|light) theme/ })).toBeVisible()
  })

  test('background becomes more opaque over the first 72px of scroll without moving', async ({ page }) => {
    await page.goto('./apis')
    const header = page.locator('header.site-header')
    const fill = () => header.evaluate((el) => Number(getComputedStyle(el).getPropertyValue('--header-fill')))
    const alpha = () => header.evaluate((el) => {
      const colour = getComputedStyle(el).backgroundColor
      const parts = colour.match(/[\d.]+/g)!.map(Number)
      return colour.startsWith('color(') ? parts[parts.length - 1] : parts.length > 3 ? parts[3] : 1
    })
    const box = await header.boundingBox()
    const at = async (y: number) => {
      await page.evaluate((top) => window.scrollTo(0, top), y)
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y)
      // Let the scroll-driven value settle before reading it.
      await expect.poll(async () => { const a = await fill(); await page.waitForTimeout(50); return (await fill()) === a }).toBe(true)
      return { fill: await fill(), alpha: await alpha() }
    }
    const top = await at(0)
    const half = await at(36)
    const full = await at(72)
    const far = await at(400)
    expect(half.fill).toBeGreaterThan(top.fill)
    expect(full.fill).toBeGreaterThan(half.fill)
    expect(half.fill).toBeCloseTo((top.fill + full.fill) / 2, 1) // linear over the range
    expect(far.fill).toBeCloseTo(full.fill, 2) // nothing changes after 72px
    expect(half.alpha).toBeGreaterThan(top.alpha)
    expect(full.alpha).toBeGreaterThan(half.alpha)
    expect(full.alpha).toBeLessThan(1) // still translucent, never a solid bar
    expect(await header.boundingBox()).toEqual(box)
  })
})
