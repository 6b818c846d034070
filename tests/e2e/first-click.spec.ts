import { expect, test, type Locator, type Page } from './fixtures'
import { holdScripts, ISLANDS } from './held-scripts'

/**
 * Every visible control responds to the first click from first paint, at Lighthouse's 4× CPU
 * slowdown: clicked at DOMContentLoaded, at load, and with the page's scripts held back (the page
 * as a reader has it before React hydrates it). Nothing is replayed: each control answers the click
 * itself, and once the scripts have run it still answers once.
 */

/** One page of each kind, and /secrets for its accepted-values lists. */
const PAGES = ['/', '/concepts/introduction', '/reference/nodejs', '/getting-started/quickstart', '/apis', '/reference/nodejs/storage/bucket-file-write', '/secrets']

/**
 * How soon a control must answer: a click waits for whatever task the main thread is running, and
 * at 4× CPU the framework's scripts run in tasks of several hundred milliseconds.
 */
const RESPONSE_MS = 3000

async function throttleCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
}

/** The first of `locator` that is visible, if any. */
async function firstVisible(locator: Locator): Promise<Locator | undefined> {
  for (const candidate of await locator.all()) if (await candidate.isVisible()) return candidate
  return undefined
}

interface Control {
  name: string
  /** The control on this page, if it has one the reader can see. */
  find(page: Page): Promise<Locator | undefined>
  /** Clicks it and expects it to respond at once. */
  check(page: Page, control: Locator): Promise<void>
}

const isDark = (page: Page) => page.locator('html').evaluate((html) => html.classList.contains('dark'))

const CONTROLS: Control[] = [
  {
    name: 'theme toggle',
    find: (page) => firstVisible(page.locator('[data-theme-toggle]')),
    async check(page, toggle) {
      const dark = await isDark(page)
      await toggle.click()
      await expect.poll(() => isDark(page), { timeout: RESPONSE_MS }).toBe(!dark)
    },
  },
  {
    name: 'code tab',
    // A tab of another language than its group's selected one, found by its language, so the locator
    // holds once it is selected (the tabs of some groups share one language: those cannot be told apart).
    async find(page) {
      for (const group of await page.locator('[data-code-group]:has([role=tab] + [role=tab])').all()) {
        if (!(await group.isVisible())) continue
        const selected = await group.locator('[role=tab][aria-selected=true]').getAttribute('data-language')
        const other = await group.locator(`[role=tab]:not([data-language="${selected}"])`).first().getAttribute('data-language', { timeout: 100 }).catch(() => null)
        if (other) return group.locator(`[role=tab][data-language="${other}"]`)
      }
      return undefined
    },
    async check(_page, tab) {
      const language = (await tab.getAttribute('data-language'))!
      const group = tab.locator('xpath=ancestor::*[@data-code-group][1]')
      await tab.click()
      await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: RESPONSE_MS })
      await expect(group.locator(`[data-code-panel][data-language="${language}"]`)).toBeVisible({ timeout: RESPONSE_MS })
    },
  },
  {
    name: 'copy button',
    find: (page) => firstVisible(page.locator('[data-copy-button]')),
    async check(page, button) {
      const code = await button.evaluate((element) => [...element.closest('[data-code-block]')!.querySelectorAll('pre')].find((pre) => pre.offsetParent !== null)?.querySelector('code')?.textContent)
      await button.click()
      // The clipboard rather than 'Copied!', which shows for a second only: a busy main thread may hide it from a poll.
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText()), { timeout: RESPONSE_MS }).toBe(code)
    },
  },
  {
    name: 'accepted values',
    find: (page) => firstVisible(page.locator('[data-accepted-values]')),
    async check(_page, button) {
      await button.click()
      await expect(button).toHaveAttribute('aria-expanded', 'true', { timeout: RESPONSE_MS })
      await expect(button).toHaveText('Hide accepted values')
    },
  },
  {
    name: 'copy page',
    find: (page) => firstVisible(page.locator('[data-copy-page]')),
    async check(page, button) {
      await button.click()
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText()), { timeout: RESPONSE_MS }).toMatch(/^> For agents: [^\n]+\n\n# /)
    },
  },
  {
    name: 'version selector',
    find: (page) => firstVisible(page.locator('.version-trigger')),
    async check(page, button) {
      await button.click()
      await expect(page.locator('#version-menu')).toBeVisible({ timeout: RESPONSE_MS })
      await page.keyboard.press('Escape')
      await expect(page.locator('#version-menu')).toBeHidden()
    },
  },
  {
    name: 'feedback choice',
    find: (page) => firstVisible(page.getByRole('region', { name: 'Page feedback' }).getByText('It was helpful', { exact: true })),
    async check(page, choice) {
      await choice.click()
      const widget = page.getByRole('region', { name: 'Page feedback' })
      await expect(widget.getByRole('radio', { name: 'It was helpful' })).toBeChecked({ timeout: RESPONSE_MS })
      await expect(widget.getByRole('textbox', { name: /comment/i })).toBeVisible({ timeout: RESPONSE_MS })
      await expect(widget.getByRole('button', { name: 'Send' })).toBeVisible()
    },
  },
  {
    name: 'navigation panel',
    find: (page) => firstVisible(page.locator('header [data-nav-toggle]')),
    async check(page, toggle) {
      await toggle.click()
      await expect(page.locator('#mobile-navigation')).toBeVisible({ timeout: RESPONSE_MS })
      await page.keyboard.press('Escape')
      await expect(page.locator('#mobile-navigation')).toBeHidden()
    },
  },
  {
    // Last: the dialog it opens covers the page. A press is seen at once (the buttons pulse) and
    // opens search as soon as it has loaded.
    name: 'search button',
    find: (page) => firstVisible(page.locator('[data-search-button]')),
    async check(page, button) {
      await button.click()
      await expect(page.locator('html[data-search-opening], .DocSearch-Modal').first()).toBeAttached({ timeout: RESPONSE_MS })
    },
  },
]

type Moment = 'domcontentloaded' | 'load' | 'scripts held'

/** Opens `route` and clicks, at `moment`, every control it shows; the names of those it clicked. */
async function clickEachControl(page: Page, route: string, moment: Moment): Promise<string[]> {
  const address = `.${route === '/' ? '' : route}`
  if (moment === 'load') {
    // `commit`, so the fixture does not wait for the page to become interactive: the clicks come at load.
    await page.goto(address, { waitUntil: 'commit' })
    await page.waitForLoadState('load')
  } else {
    await page.goto(address, { waitUntil: 'domcontentloaded' })
  }
  const clicked: string[] = []
  for (const control of CONTROLS) {
    const found = await control.find(page)
    if (!found) continue
    await test.step(`${control.name} at ${moment}`, () => control.check(page, found))
    clicked.push(control.name)
  }
  return clicked
}

test.describe('every control answers the first click, at 4× CPU', () => {
  test.describe.configure({ timeout: 90_000 })
  test.beforeAll(async ({ request }) => {
    // Reference method pages and their Markdown render on their first request: not what this measures.
    for (const route of PAGES) {
      expect((await request.get(`.${route === '/' ? '' : route}`)).status()).toBe(200)
      if (route !== '/') expect((await request.get(`.${route}.md`)).status()).toBe(200)
    }
  })
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  })

  for (const route of PAGES) {
    for (const moment of ['domcontentloaded', 'load'] as const) {
      test(`${route} at ${moment}`, async ({ page }) => {
        await throttleCpu(page)
        const clicked = await clickEachControl(page, route, moment)
        expect(clicked).toEqual(expect.arrayContaining(['theme toggle', 'search button']))
        if (route !== '/') expect(clicked).toContain('feedback choice')
        await expect(page.locator('.DocSearch-Modal')).toBeVisible({ timeout: 15_000 })
      })
    }

    test(`${route} before its scripts have loaded, then once they have`, async ({ page }) => {
      await throttleCpu(page)
      const release = await holdScripts(page)
      const clicked = await clickEachControl(page, route, 'scripts held')
      const before = await page.locator('html').evaluate((html) => ({ dark: html.classList.contains('dark'), lang: html.getAttribute('data-code-lang') }))
      release()
      await page.waitForFunction(() => window.__docsBehavioursReady === true, undefined, { timeout: 30_000 })
      // The held search press opens search once it has loaded; hydration changed nothing the clicks did.
      await expect(page.locator('.DocSearch-Modal')).toBeVisible({ timeout: 15_000 })
      expect(await page.locator('html').evaluate((html) => ({ dark: html.classList.contains('dark'), lang: html.getAttribute('data-code-lang') }))).toEqual(before)
      if (clicked.includes('feedback choice')) await expect(page.getByRole('radio', { name: 'It was helpful' })).toBeChecked()
    })
  }

  test('at 375 px the navigation panel and the compact search button answer before the scripts have loaded', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await throttleCpu(page)
    const release = await holdScripts(page)
    const clicked = await clickEachControl(page, '/apis', 'scripts held')
    expect(clicked).toEqual(expect.arrayContaining(['navigation panel', 'search button', 'theme toggle']))
    release()
  })

  test('a feedback Send before its sender (the feedback island) has arrived shows it sending, then is sent once', async ({ page }) => {
    await throttleCpu(page)
    const release = await holdScripts(page, ISLANDS)
    await page.goto('./concepts/introduction', { waitUntil: 'domcontentloaded' })
    const widget = page.getByRole('region', { name: 'Page feedback' })
    await widget.getByText('It was not helpful', { exact: true }).click()
    await widget.getByRole('textbox').fill('e2e held send')
    const posts: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/docs/api/feedback') posts.push(request.postData() ?? '')
    })
    const url = page.url()
    await widget.getByRole('button', { name: 'Send' }).click()
    // Seen at once, and the page did not submit itself to its own address.
    await expect(widget).toHaveAttribute('data-state', 'sending')
    await expect(widget.getByRole('status')).toHaveText('Submitting feedback')
    expect(page.url()).toBe(url)
    release()
    await expect(widget.getByRole('status')).toHaveText('Thank you for your feedback!', { timeout: 30_000 })
    await page.waitForTimeout(500)
    expect(posts).toHaveLength(1)
    expect(JSON.parse(posts[0])).toMatchObject({ answer: 'no', comment: 'e2e held send', url: '/docs/concepts/introduction' })
  })

  test('after a reload with Python chosen, the Python panel and the Python tab agree from the first frame, before any script', async ({ page }) => {
    await throttleCpu(page)
    await page.goto('./storage')
    await page.locator('[data-code-group]').first().getByRole('tab', { name: 'Python' }).click()
    // What the first frame shows, recorded just before it is painted (first paint waits until the page
    // is parsed): by a frame callback asked for once the head's script has set the language, so that it
    // runs after that script's own, as the last step before the paint.
    await page.addInitScript(() => {
      const afterHeadScript = new MutationObserver(() => {
        afterHeadScript.disconnect()
        requestAnimationFrame(record)
      })
      afterHeadScript.observe(document, { subtree: true, attributeFilter: ['data-code-lang'] })
      const record = () => {
        ;(window as unknown as { __firstFrame: unknown }).__firstFrame = [...document.querySelectorAll<HTMLElement>('[data-code-group]:has([role=tablist])')].map((group) => ({
          langs: group.dataset.langs,
          selected: [...group.querySelectorAll<HTMLElement>('[role=tab][aria-selected=true]')].map((tab) => tab.dataset.language),
          shown: [...group.querySelectorAll<HTMLElement>('[data-code-panel]')].filter((panel) => getComputedStyle(panel).display !== 'none').map((panel) => panel.dataset.language),
        }))
      }
    })
    const release = await holdScripts(page)
    await page.reload({ waitUntil: 'domcontentloaded' })
    const frame = await page.waitForFunction(() => (window as unknown as { __firstFrame?: unknown }).__firstFrame).then((handle) => handle.jsonValue())
    const groups = frame as { langs: string; selected: string[]; shown: string[] }[]
    expect(groups.length).toBeGreaterThan(2)
    for (const group of groups) {
      const expected = group.langs.split(' ').includes('python') ? 'python' : group.langs.split(' ')[0]
      expect(group).toEqual({ langs: group.langs, selected: [expected], shown: [expected] })
    }
    // Recorded with the page's scripts still held back: no React, no behaviours.
    expect(await page.evaluate(() => window.__docsBehavioursReady)).toBeUndefined()
    release()
  })
})
