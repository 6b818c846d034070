import { expect, test, type Page } from './fixtures'
import { readInlineFlight } from '../../src/lib/islands/inline-flight'
import { pageKinds, url } from './pages'

interface IslandWatch {
  /** Nodes removed from inside an island since the document started: hydration must remove none. */
  removed: string[]
  /** Each island's text and element count as the server sent it (listeners may set attributes since). */
  served: Record<string, string>
}

/** Before any script runs: watches the islands' nodes and keeps their shape as parsed. */
function watchIslands() {
  const shape = (island: Element) => `${island.querySelectorAll('*').length} elements: ${island.textContent}`
  ;(window as unknown as { __islandShape: typeof shape }).__islandShape = shape
  const watch: IslandWatch = { removed: [], served: {} }
  ;(window as unknown as { __islands: IslandWatch }).__islands = watch
  new MutationObserver((records) => {
    for (const record of records) {
      const target = record.target instanceof Element ? record.target : record.target.parentElement
      if (!target?.closest('[data-static-island]')) continue
      for (const node of record.removedNodes) watch.removed.push(`${target.tagName} lost ${node.nodeName}`)
    }
  }).observe(document, { childList: true, subtree: true })
  document.addEventListener('DOMContentLoaded', () => {
    for (const island of document.querySelectorAll<HTMLElement>('[data-static-island]')) watch.served[island.dataset.staticIsland!] = shape(island)
  })
}

/** Whether React has taken over the element (hydration reached it). */
const hydrated = (page: Page, name: string) =>
  page.locator(`[data-static-island="${name}"]`).evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')))


test.describe('static islands', () => {
  for (const route of pageKinds()) {
    test(`${route}: hydrates without touching the islands, whose content the payload does not repeat`, async ({ page }) => {
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      await page.addInitScript(watchIslands)
      const response = await page.goto(url(route))
      await expect.poll(() => hydrated(page, 'article'), { message: 'the article island is hydrated' }).toBe(true)
      const watch = await page.evaluate(() => (window as unknown as { __islands: IslandWatch }).__islands)
      expect(Object.keys(watch.served)).toContain('article')
      expect(watch.removed).toEqual([])
      for (const [name, markup] of Object.entries(watch.served)) {
        expect(await hydrated(page, name), `${name} is hydrated`).toBe(true)
        const now = await page.locator(`[data-static-island="${name}"]`).evaluate((element) => (window as unknown as { __islandShape: (island: Element) => string }).__islandShape(element))
        expect(now, `${name} keeps the served markup`).toBe(markup)
      }
      // A run of the article's own words is in the markup, not in the payload.
      const words = await page.locator('[data-static-island="article"] p').evaluateAll((paragraphs) =>
        paragraphs.map((p) => p.textContent!.match(/[A-Za-z][A-Za-z ,]{30,}/)?.[0]).find(Boolean),
      )
      expect(words, 'the article has a paragraph of prose').toBeTruthy()
      const payload = readInlineFlight(await response!.text())!.bytes.toString()
      expect(payload).toContain('"staticIsland":"article"')
      expect(payload).not.toContain(words)
      expect(errors).toEqual([])
    })
  }

  test('a page shown again from the router’s cache after Back has its first-load content', async ({ page }) => {
    await page.goto('./concepts/introduction')
    await expect.poll(() => hydrated(page, 'article')).toBe(true)
    const first = await page.locator('[data-static-island="article"]').innerText()
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await page.locator('[data-static-island="menu"] a[href="/docs/getting-started/quickstart"]').click()
    await expect(page.locator('h1')).toHaveText('Quickstart')
    await page.goBack()
    await expect(page.locator('h1')).toHaveText('Introduction')
    expect(await page.locator('[data-static-island="article"]').innerText()).toBe(first)
    expect(await page.locator('[data-static-island="menu"] [aria-current="page"]').innerText()).toBe('Introduction')
    expect(await page.evaluate(() => 'sameDocument' in window), 'all of it client-side').toBe(true)
  })

  // /schedules and /secrets both have code groups and accepted-values lists.
  test('code tabs and accepted values work in a first-load island and after a client-side navigation', async ({ page }) => {
    await page.goto('./schedules')
    await expect.poll(() => hydrated(page, 'article')).toBe(true)
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    for (const path of ['/docs/schedules', '/docs/secrets']) {
      if (path !== '/docs/schedules') {
        await page.locator(`[data-static-island="menu"] a[href="${path}"]`).click()
        await expect(page).toHaveURL(new RegExp(`${path}$`))
      }
      const tab = page.locator('[data-code-group] [role=tab][data-language="python"]').first()
      await tab.click()
      await expect(tab, path).toHaveAttribute('aria-selected', 'true')
      await expect(page.locator('[data-code-group] [data-code-panel][data-language="python"]').first(), path).toBeVisible()
      await page.getByRole('button', { name: 'Show accepted values' }).first().click()
      await expect(page.getByRole('button', { name: 'Hide accepted values' }).first(), path).toHaveAttribute('aria-expanded', 'true')
    }
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
  })
})
