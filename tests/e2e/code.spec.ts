import { expect, test, type Page } from './fixtures'
import { holdScripts } from './held-scripts'
import { copyButtonState, expectTickWhileCopied, watchCopied } from './copy-button'

const visiblePanelLanguages = (page: Page) =>
  page.locator('[data-code-group]').evaluateAll((groups) =>
    groups.map((group) => {
      const visible = Array.from(group.querySelectorAll<HTMLElement>('[data-code-panel]')).filter((panel) => panel.offsetParent !== null)
      return { langs: group.getAttribute('data-langs'), visible: visible.map((panel) => panel.dataset.language) }
    }),
  )

test('choosing Python in one group switches every group, survives a reload and keeps the text still', async ({ page }) => {
  await page.goto('./storage')
  const groups = page.locator('[data-code-group]')
  expect(await groups.count()).toBeGreaterThan(2)
  for (const group of await visiblePanelLanguages(page)) expect(group.visible).toHaveLength(1)

  // Pick a group well down the page so that groups above it change height when switched.
  const target = groups.nth(2)
  await target.scrollIntoViewIfNeeded()
  const tab = target.getByRole('tab', { name: 'Python' })
  const before = (await tab.boundingBox())!.y
  await tab.click()
  const after = (await tab.boundingBox())!.y
  expect(Math.abs(after - before)).toBeLessThanOrEqual(1)

  for (const group of await visiblePanelLanguages(page)) {
    expect(group.visible).toEqual([group.langs!.split(' ').includes('python') ? 'python' : group.langs!.split(' ')[0]])
  }
  await expect(groups.first().getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true')

  await page.reload()
  for (const group of await visiblePanelLanguages(page)) {
    if (group.langs!.split(' ').includes('python')) expect(group.visible).toEqual(['python'])
  }
  await page.goto('./keyvalue')
  await expect(page.locator('[data-code-group]').first().getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true')
})

test('a ?lang= link opens the page with that language chosen', async ({ page }) => {
  await page.goto('./secrets?lang=go')
  const groups = await visiblePanelLanguages(page)
  expect(groups.filter((g) => g.langs!.includes('go')).every((g) => g.visible[0] === 'go')).toBe(true)
})

test('copy shows Copied! then returns, and copies the visible code exactly', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('./apis')
  const group = page.locator('[data-code-group]').first()
  await group.getByRole('tab', { name: 'Go' }).click()
  const button = group.getByRole('button', { name: 'Copy' })
  // The icon is drawn by CSS: a copy mark, then a tick while 'Copied!' shows.
  const copyButton = group.locator('[data-copy-button]')
  const icon = async () => (await copyButtonState(copyButton)).icon
  const copyMark = await icon()
  expect(copyMark).toContain('data:image/svg+xml')
  const copiedState = await watchCopied(copyButton)
  await button.click()
  // Both checks start at the click; the tick was recorded by the page as 'Copied!' appeared.
  await Promise.all([expect(group.getByRole('button', { name: 'Copied!' })).toBeVisible(), expectTickWhileCopied(copiedState, copyMark)])
  const expected = await group.locator('[data-code-panel][data-language="go"] code').textContent()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected)
  await expect(group.getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 2000 })
  expect(await icon()).toBe(copyMark)
})

test('a tab and a copy button act on the first press before the scripts have loaded, and once only', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const release = await holdScripts(page)
  await page.goto('./apis', { waitUntil: 'domcontentloaded' })
  const group = page.locator('[data-code-group]').first()
  const goTab = group.getByRole('tab', { name: 'Go' })
  await goTab.click()
  await expect(goTab).toHaveAttribute('aria-selected', 'true')
  await expect(group.locator('[data-code-panel][data-language="go"]')).toBeVisible()
  const copy = group.locator('[data-copy-button]')
  // Every label the button shows, from here on: a second copy (a replay, or a listener installed twice) would show 'Copied!' again.
  await copy.evaluate((element) => {
    const labels: string[] = ((window as unknown as { __labels: string[] }).__labels = [])
    new MutationObserver(() => labels.push(element.textContent ?? '')).observe(element, { subtree: true, childList: true, characterData: true })
  })
  await copy.click()
  // From the label log: 'Copied!' shows for a second only, which a poll of the button may miss.
  await expect.poll(() => page.evaluate(() => (window as unknown as { __labels: string[] }).__labels)).toContain('Copied!')
  const goCode = await group.locator('[data-code-panel][data-language="go"] code').textContent()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(goCode)
  release()
  await page.waitForFunction(() => window.__docsBehavioursReady === true)
  await expect(group.getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 3000 })
  await page.waitForTimeout(500)
  expect(await page.evaluate(() => (window as unknown as { __labels: string[] }).__labels)).toEqual(['Copied!', 'Copy'])
  await expect(goTab).toHaveAttribute('aria-selected', 'true')
  // Once the page has hydrated, a press still acts once.
  const pythonTab = group.locator('[role=tab][data-language="python"]')
  await pythonTab.click()
  await expect(pythonTab).toHaveAttribute('aria-selected', 'true')
  await expect(goTab).toHaveAttribute('aria-selected', 'false')
})

test('a titled group keeps Copy in its top-right corner, and tabs that do not fit scroll sideways', async ({ page }) => {
  const layout = async () => {
    const group = page.locator('[data-code-group]').first()
    await group.scrollIntoViewIfNeeded()
    const box = async (selector: string) => (await group.locator(selector).first().boundingBox())!
    return { bar: await box('.code-bar'), title: await box('.code-title'), tabs: await box('[role=tablist]'), copy: await box('[data-copy-button]'), group }
  }
  // 375 px: the title and Copy share the first row; the tabs, with file names for labels, get the
  // full width of a row of their own, and scroll.
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('./apis')
  const narrow = await layout()
  expect(narrow.copy.y + narrow.copy.height).toBeLessThanOrEqual(narrow.tabs.y + 1)
  expect(Math.abs(narrow.copy.y + narrow.copy.height / 2 - (narrow.title.y + narrow.title.height / 2))).toBeLessThan(8)
  expect(narrow.copy.x + narrow.copy.width).toBeCloseTo(narrow.bar.x + narrow.bar.width - 16, 0)
  expect(narrow.tabs.width).toBeGreaterThan(narrow.bar.width - 33)
  const tablist = narrow.group.getByRole('tablist')
  expect(await tablist.evaluate((list) => [getComputedStyle(list).overflowX, list.scrollWidth > list.clientWidth])).toEqual(['auto', true])
  // A swipe to the end brings the last tab into the frame.
  await tablist.evaluate((list) => (list.scrollLeft = list.scrollWidth))
  const last = narrow.group.getByRole('tab').last()
  const lastBox = (await last.boundingBox())!
  expect(lastBox.x + lastBox.width).toBeLessThanOrEqual(narrow.bar.x + narrow.bar.width)
  // 1440 px: Copy stays in the top-right corner, the tabs wherever they fit.
  await page.setViewportSize({ width: 1440, height: 900 })
  const wide = await layout()
  expect(wide.copy.x + wide.copy.width).toBeCloseTo(wide.bar.x + wide.bar.width - 16, 0)
  expect(wide.copy.y - wide.bar.y).toBeLessThan(12)
})

test('heading anchors link to themselves and land below the header', async ({ page }) => {
  await page.goto('./storage')
  const heading = page.locator('main h2[id]').nth(1)
  const id = await heading.getAttribute('id')
  await heading.getByRole('link').click()
  await expect(page).toHaveURL(new RegExp(`#${id}$`))
  const top = (await heading.boundingBox())!.y
  expect(top).toBeGreaterThanOrEqual(56)
  expect(top).toBeLessThan(140)
  await expect(heading).toHaveAttribute('data-in-view', 'true')
  const current = page.locator(`[data-page-sections] a[href$="#${id}"][data-current="true"]`)
  await expect(current.first()).toBeVisible()
  // The link icon (drawn by CSS) shows while the pointer is on a heading in view, and not otherwise.
  const icon = () => heading.getByRole('link').evaluate((link) => getComputedStyle(link, '::before').opacity)
  await page.mouse.move(0, 0)
  await expect.poll(icon).toBe('0')
  await heading.hover()
  await expect.poll(icon).toBe('1')
})

test('a link to a section deep in a long page makes that section current', async ({ page }) => {
  // The heading lands a fraction of a pixel below the line where a section becomes current.
  await page.goto('./reference/support-matrix#websockets')
  await expect(page.locator('[data-page-sections] a[href$="#websockets"][data-current="true"]').first()).toBeVisible()
  await expect(page.locator('[data-current="true"]:not([href$="#websockets"])')).toHaveCount(0)
})

test('a page opened at a section keeps that section in place when the page above it grows after load', async ({ page }) => {
  // Late layout above the target, as when code frames are drawn at their real height after the load
  // event (the browser only keeps the target in view until load): a block grows once the page has loaded.
  await page.addInitScript(() => {
    addEventListener('load', () => {
      setTimeout(() => {
        const spacer = document.createElement('div')
        spacer.style.height = '600px'
        document.querySelector('main h2')!.before(spacer)
      }, 50)
    })
  })
  await page.goto('./reference/support-matrix#websockets')
  const heading = page.locator('#websockets')
  await expect.poll(async () => Math.round((await heading.boundingBox())!.y)).toBe(96)
  await expect(page.locator('[data-page-sections] a[href$="#websockets"][data-current="true"]').first()).toBeVisible()
})

test('code blocks and tables far below the fold are drawn as they come near, keep their height and stay findable', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 })
  await page.goto('./apis')
  // Drawn = not skipped by content-visibility (the code inside answers checkVisibility with the option on).
  const drawn = (selector: string) =>
    page.locator(selector).evaluateAll((frames) => frames.map((frame) => frame.firstElementChild!.checkVisibility({ contentVisibilityAuto: true })))
  for (const selector of ['.code-frame', '.table-frame']) {
    const states = await drawn(selector)
    expect(states.length).toBeGreaterThan(1)
    expect(states.at(-1), `the last ${selector} is not drawn on load`).toBe(false)
  }
  // A frame in view is drawn, text in a skipped one is still found by the page's text search.
  const last = page.locator('.code-frame').last()
  // A line of the shown code that appears nowhere else on the page.
  const line = await last.evaluate((frame) => {
    const shown = (root: ParentNode) => Array.from(root.querySelectorAll('pre')).filter((pre) => getComputedStyle(pre.parentElement!).display !== 'none')
    const everywhere = shown(document).map((pre) => pre.textContent!).join('\n')
    const lines = shown(frame).flatMap((pre) => pre.textContent!.split('\n').map((text) => text.trim()))
    return lines.find((text) => text.length > 12 && everywhere.split(text).length === 2)
  })
  expect(line).toBeTruthy()
  expect(await page.evaluate((needle) => (window as unknown as { find: (text: string) => boolean }).find(needle), line!)).toBe(true)
  await last.scrollIntoViewIfNeeded()
  await expect.poll(async () => (await drawn('.code-frame')).at(-1)).toBe(true)
  const height = (await last.boundingBox())!.height
  // Scrolled away (and with the found text no longer selected, which keeps a frame drawn), it is skipped again at its measured height.
  await page.evaluate(() => {
    getSelection()!.removeAllRanges()
    window.scrollTo(0, 0)
  })
  await expect.poll(async () => (await drawn('.code-frame')).at(-1)).toBe(false)
  expect((await last.boundingBox())!.height).toBe(height)
})

test('after a reload with a chosen language, the panel shown and the tab marked selected agree before any script of the page loads', async ({ page }) => {
  await page.goto('./storage')
  await page.locator('[data-code-group]').first().getByRole('tab', { name: 'Python' }).click()
  const release = await holdScripts(page)
  await page.reload({ waitUntil: 'domcontentloaded' })
  const groups = page.locator('[data-code-group]:has([role=tablist])')
  expect(await groups.count()).toBeGreaterThan(2)
  for (let i = 0; i < 3; i++) {
    const group = groups.nth(i)
    const langs = (await group.getAttribute('data-langs'))!.split(' ')
    const shown = langs.includes('python') ? 'python' : langs[0]
    await expect(group.locator(`[data-code-panel][data-language="${shown}"]`)).toBeVisible()
    await expect(group.locator(`[role=tab][data-language="${shown}"]`)).toHaveAttribute('aria-selected', 'true')
    await expect(group.locator('[role=tab][aria-selected="true"]')).toHaveCount(1)
  }
  release()
})

/**
 * Every frame the browser is about to paint, the state of the code tabs: read after layout and
 * before paint (a ResizeObserver's first notice comes then, after every animation-frame callback of
 * that frame, the page's own included), from a script that runs before any of the page's.
 */
function recordTabFrames(chosen: string) {
  const frames: { lists: number; wrong: number }[] = []
  ;(window as unknown as { __tabFrames: typeof frames }).__tabFrames = frames
  const read = () => {
    const lists = [...document.querySelectorAll('[data-code-group] [role=tablist]')]
    const wrong = lists.filter((list) => {
      const tabs = [...list.querySelectorAll('[role=tab]')]
      const expected = tabs.find((tab) => tab.getAttribute('data-language') === chosen) ?? tabs[0]
      // Marked for assistive technology (aria-selected) and on screen (the underline: transparent unless selected).
      const underlined = (tab: Element) => !/^rgba\(.*, 0\)$|^transparent$/.test(getComputedStyle(tab).borderBottomColor)
      return tabs.some((tab) => (tab.getAttribute('aria-selected') === 'true') !== (tab === expected) || underlined(tab) !== (tab === expected))
    }).length
    frames.push({ lists: lists.length, wrong })
  }
  const eachFrame = () => {
    const observer = new ResizeObserver(() => {
      observer.disconnect()
      read()
    })
    observer.observe(document.documentElement)
    if (frames.length < 600) requestAnimationFrame(eachFrame)
  }
  requestAnimationFrame(eachFrame)
}

for (const route of ['storage', 'apis']) {
test(`after a reload of /${route} with a chosen language, no frame paints another tab selected, at 4× CPU`, async ({ page }) => {
  test.setTimeout(90_000)
  await page.goto(`./${route}`)
  await page.locator('[data-code-group]').getByRole('tab', { name: 'Python' }).first().click()
  await page.addInitScript(recordTabFrames, 'python')
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  for (let reload = 0; reload < 4; reload++) {
    await page.reload({ waitUntil: 'load' })
    // Until the page has hydrated, and a little after: React's first render must agree as well.
    await page.waitForFunction(() => window.__docsBehavioursReady === true, null, { timeout: 30_000 })
    await page.waitForTimeout(500)
    const frames = await page.evaluate(() => (window as unknown as { __tabFrames: { lists: number; wrong: number }[] }).__tabFrames)
    // Frames with tabs on screen were seen, and in none of them was a group's selection wrong.
    expect(frames.some((frame) => frame.lists > 2)).toBe(true)
    expect(frames.filter((frame) => frame.wrong > 0), `reload ${reload}`).toEqual([])
  }
})
}
