import { expect, test, type Page } from './fixtures'
import { CHROMIUM_ARGS, chromiumPath } from './chromium'
import { blockFrameworkScripts } from './held-scripts'

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

  for (const scripts of ['with', 'without'] as const) {
  test(`background becomes more opaque over the first 72px of scroll without moving, ${scripts} the framework's scripts`, async ({ page }) => {
    if (scripts === 'without') await blockFrameworkScripts(page)
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
  }

  test('in a browser without scroll-driven animations, the page script sets the fill over the first 72px, without the framework', async ({ page }) => {
    // An engine without `animation-timeline` (Firefox, Safari before 26): the stylesheet leaves the fill to the script.
    await page.addInitScript(() => {
      const supports = CSS.supports.bind(CSS)
      CSS.supports = ((...args: [string, string?]) => (args.join(':').includes('animation-timeline') ? false : supports(...(args as [string])))) as typeof CSS.supports
    })
    await blockFrameworkScripts(page)
    await page.goto('./apis')
    const inline = () => page.locator('header.site-header').evaluate((el) => Number((el as HTMLElement).style.getPropertyValue('--header-fill')))
    for (const [y, fill] of [[0, 0.6], [36, 0.775], [72, 0.95], [400, 0.95], [0, 0.6]]) {
      await page.evaluate((top) => window.scrollTo(0, top), y)
      await expect.poll(inline, { message: `fill at ${y}px` }).toBeCloseTo(fill, 3)
    }
  })
})

test.describe('page behaviours without the framework', () => {
  test('the current section is marked in the table of contents as the reader scrolls', async ({ page }) => {
    await blockFrameworkScripts(page)
    await page.setViewportSize({ width: 1280, height: 720 })
    await page.goto('./concepts/introduction')
    const toc = page.getByRole('navigation', { name: 'On this page' })
    const current = toc.locator('a[aria-current="location"]')
    const headings = page.locator('#content h2[id]')
    const ids = await headings.evaluateAll((all) => all.map((heading) => heading.id))
    expect(ids.length).toBeGreaterThan(2)
    // Each of the first two sections, then the last, scrolled to the top of the window in turn.
    for (const id of [ids[0], ids[1], ids.at(-1)!]) {
      await page.locator(`[id="${id}"]`).evaluate((heading) => window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 80))
      await expect(current).toHaveCount(1)
      await expect(current).toHaveAttribute('href', new RegExp(`#${id}$`))
      await expect(page.locator(`[id="${id}"]`)).toHaveAttribute('data-in-view', 'true')
    }
  })
})

/** The side menu's scroll position, as drawn in the first frame of the page (recorded by an init script) and now. */
async function menuScroll(page: Page): Promise<{ firstFrame: number; now: number }> {
  await page.waitForFunction(() => 'menuFirstFrame' in window)
  return page.evaluate(() => ({
    firstFrame: (window as unknown as { menuFirstFrame: number }).menuFirstFrame,
    now: document.querySelector('aside.sidebar')!.scrollTop,
  }))
}

/** Where a section heading is put in the window before leaving a page (px from the top). */
const HEADING_TOP = 200

/** Scrolls the n-th section heading of the page to HEADING_TOP; returns its id. */
async function scrollToHeading(page: Page, index: number): Promise<string> {
  const heading = page.locator('#content h2[id]').nth(index)
  const id = (await heading.getAttribute('id'))!
  // Frames drawn as they come into view take their real height: scroll again until the heading stays put.
  await expect
    .poll(async () => {
      await heading.evaluate((el, top) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - top), HEADING_TOP)
      await page.evaluate(() => new Promise(requestAnimationFrame))
      return headingTop(page, id)
    })
    .toBeCloseTo(HEADING_TOP, 0)
  return id
}

function headingTop(page: Page, id: string): Promise<number> {
  return page.locator(`[id="${id}"]`).evaluate((el) => Math.round(el.getBoundingClientRect().top))
}

test.describe('moving between pages', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 })
    await page.addInitScript(() => {
      requestAnimationFrame(() => Object.assign(window, { menuFirstFrame: document.querySelector('aside.sidebar')?.scrollTop ?? -1 }))
    })
  })

  for (const scripts of ['with', 'without'] as const) {
    test(`the menu keeps its scroll position from page to page, from the first frame, ${scripts} the framework's scripts`, async ({ page }) => {
      if (scripts === 'without') await blockFrameworkScripts(page)
      await page.goto('./getting-started/quickstart')
      const menu = page.locator('aside.sidebar')
      const { scrollHeight, clientHeight } = await menu.evaluate((el) => ({ scrollHeight: el.scrollHeight, clientHeight: el.clientHeight }))
      expect(scrollHeight, 'the menu is long enough to scroll').toBeGreaterThan(clientHeight + 300)
      // Scroll the menu down, then follow a link that is in view there.
      const target = await menu.evaluate((el) => {
        el.scrollTop = 300
        const box = el.getBoundingClientRect()
        const link = [...el.querySelectorAll<HTMLAnchorElement>('a.nav-link:not([aria-current])')].find((a) => {
          const r = a.getBoundingClientRect()
          return r.top > box.top + 100 && r.bottom < box.bottom - 100
        })!
        link.dataset.testTarget = ''
        return { path: new URL(link.href).pathname, offset: link.getBoundingClientRect().top - box.top }
      })
      await menu.locator('[data-test-target]').click()
      await expect(page).toHaveURL(target.path)
      await page.waitForFunction(() => window.__docsBehavioursReady === true)
      expect(await page.evaluate(() => performance.getEntriesByType('navigation')[0].name), 'a full page load').toMatch(target.path)
      const { firstFrame, now } = await menuScroll(page)
      expect(firstFrame, 'the menu is scrolled from the first frame').toBeGreaterThan(0)
      expect(now).toBe(firstFrame)
      // The link followed, now the current page's, is where it was clicked (the sections listed under the page before have gone).
      const current = menu.locator('a[aria-current="page"]')
      await expect(current).toHaveAttribute('href', target.path)
      const offset = await current.evaluate((link) => link.getBoundingClientRect().top - link.closest('aside')!.getBoundingClientRect().top)
      expect(Math.abs(offset - target.offset)).toBeLessThanOrEqual(1)
    })
  }

  test('a page reached with the menu scrolled elsewhere shows its own link', async ({ page }) => {
    await page.goto('./getting-started/quickstart')
    await page.locator('aside.sidebar').evaluate((el) => (el.scrollTop = 0))
    // A link far down the menu, followed from outside it (the address bar, another page's link).
    const far = await page.locator('aside.sidebar a.nav-link').last().getAttribute('href')
    await page.evaluate((href) => (window.location.href = href!), far)
    await expect(page).toHaveURL(far!)
    await page.waitForFunction(() => window.__docsBehavioursReady === true)
    await expect(page.locator('aside.sidebar a[aria-current="page"]')).toBeInViewport()
    const { firstFrame, now } = await menuScroll(page)
    expect(firstFrame).toBeGreaterThan(0)
    expect(now).toBe(firstFrame)
  })

  test('pages enter the back/forward cache: back and forward show them as they were left', async ({ playwright, baseURL }) => {
    // Playwright turns the cache off in the browsers it launches; this one has it, as readers' browsers do.
    const browser = await playwright.chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, ignoreDefaultArgs: ['--disable-back-forward-cache'] })
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 720 } })
      await page.goto(new URL('apis', baseURL).toString())
      await page.waitForFunction(() => window.__docsBehavioursReady === true)
      const apis = await scrollToHeading(page, 3)
      await page.evaluate(() => Object.assign(window, { sameDocument: true }))
      await page.locator('aside.sidebar').getByRole('link', { name: 'Storage', exact: true }).click()
      await expect(page).toHaveURL(/\/docs\/storage$/)
      await page.waitForFunction(() => window.__docsBehavioursReady === true)
      const storage = await scrollToHeading(page, 2)

      await page.goBack({ waitUntil: 'commit' })
      await expect(page).toHaveURL(/\/docs\/apis$/)
      const shown = await page.evaluate(() => {
        const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { notRestoredReasons?: { reasons?: Array<{ reason: string }> | null } | null }
        return { restored: 'sameDocument' in window, reasons: entry.notRestoredReasons?.reasons?.map((r) => r.reason) ?? [] }
      })
      expect(shown, 'the very document left, restored (else: the reasons the browser gives)').toEqual({ restored: true, reasons: [] })
      expect(await headingTop(page, apis), `the section ${apis} is where it was`).toBeCloseTo(HEADING_TOP, 0)

      await page.goForward({ waitUntil: 'commit' })
      await expect(page).toHaveURL(/\/docs\/storage$/)
      await expect.poll(() => headingTop(page, storage)).toBeCloseTo(HEADING_TOP, 0)
    } finally {
      await browser.close()
    }
  })


})

