import AxeBuilder from '@axe-core/playwright'
import { mcpClientSettings, MCP_PATH } from '../../src/lib/mcp/client-settings'
import { chatLinks } from '../../src/lib/page-actions/chat-links'
import { LLMS_ACTION_LABEL } from '../../src/lib/page-actions/llms-action'
import { expect, test, type Locator, type Page } from './fixtures'
import { holdScripts } from './held-scripts'

/**
 * The page-actions menu beside 'Copy page as Markdown' (src/components/PageActions.tsx) and the
 * sections' copy buttons (src/components/mdx/Heading.tsx), by mouse and keyboard, before and after
 * the page's scripts.
 */

const trigger = (page: Page) => page.getByRole('button', { name: 'More page actions' })
const menu = (page: Page) => page.getByRole('menu', { name: 'Page actions' })
const items = (page: Page) => menu(page).getByRole('menuitem')
/**
 * Records every label a button shows from now on: 'Copied!' lasts a second, which a loaded machine
 * can spend between two reads of the button.
 */
async function recordLabels(button: Locator): Promise<() => Promise<string[]>> {
  await button.evaluate((element) => {
    const labels: string[] = []
    ;(element as unknown as { labels_: string[] }).labels_ = labels
    new MutationObserver(() => labels.push(element.textContent ?? '')).observe(element, { subtree: true, childList: true, characterData: true })
  })
  return () => button.evaluate((element) => (element as unknown as { labels_: string[] }).labels_)
}
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText())
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '')

/** The page's absolute Markdown address, as its head names it. */
const markdownUrl = (page: Page) => page.locator('link[rel="alternate"][type="text/markdown"]').getAttribute('href') as Promise<string>

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
})

test('opens by mouse, lists its actions, and closes on Escape with focus back on its button', async ({ page }) => {
  await page.goto('./apis')
  await expect(menu(page)).toBeHidden()
  await expect(trigger(page)).toHaveAttribute('aria-haspopup', 'menu')
  await trigger(page).click()
  await expect(menu(page)).toBeVisible()
  // The llms.txt item is also how agents reading the HTML learn of llms.txt (the Agent-Friendly Documentation Spec's llms-txt-directive-html).
  await expect(items(page)).toHaveText(['Open in ChatGPT', 'Open in Claude', LLMS_ACTION_LABEL, 'Cursor', 'VS Code', 'Claude Code'])
  await expect(menu(page).getByRole('menuitem', { name: LLMS_ACTION_LABEL })).toHaveAttribute('href', '/docs/llms.txt')
  await expect(menu(page).getByRole('group', { name: 'Copy MCP settings' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(menu(page)).toBeHidden()
  await expect(trigger(page)).toBeFocused()
})

test('works from the keyboard: Enter opens on the first item, arrows move and wrap, Escape closes', async ({ page }) => {
  await page.goto('./apis')
  await trigger(page).focus()
  await page.keyboard.press('Enter')
  await expect(menu(page)).toBeVisible()
  await expect(items(page).first()).toBeFocused()
  await page.keyboard.press('ArrowDown')
  expect(await focusedText(page)).toBe('Open in Claude')
  await page.keyboard.press('ArrowUp')
  await page.keyboard.press('ArrowUp')
  expect(await focusedText(page)).toBe('Claude Code')
  await page.keyboard.press('Home')
  expect(await focusedText(page)).toBe('Open in ChatGPT')
  await page.keyboard.press('End')
  expect(await focusedText(page)).toBe('Claude Code')
  await page.keyboard.press('Escape')
  await expect(menu(page)).toBeHidden()
  await expect(trigger(page)).toBeFocused()
  // Space opens it too, and Tab leaves and closes it.
  await page.keyboard.press(' ')
  await expect(items(page).first()).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(menu(page)).toBeHidden()
})

test('links each chat to a new tab with a prompt naming the page’s Markdown address', async ({ page }) => {
  await page.goto('./apis')
  const address = await markdownUrl(page)
  expect(address).toMatch(/^https?:\/\/[^/]+\/docs\/apis\.md$/)
  // The closed menu is not in the accessibility tree: found by its id.
  const links = page.locator('#page-actions a[target="_blank"]')
  const expected = chatLinks(address)
  await expect(links).toHaveCount(expected.length)
  for (const [index, link] of expected.entries()) {
    const anchor = links.nth(index)
    await expect(anchor).toHaveAttribute('href', link.href)
    await expect(anchor).toHaveAttribute('target', '_blank')
    await expect(anchor).toHaveAttribute('rel', 'noopener')
    expect(new URL(link.href).searchParams.get('q')).toContain(address)
  }
})

test('copies each client’s MCP settings, as the settings module writes them, saying Copied!', async ({ page }) => {
  await page.goto('./apis')
  const endpoint = new URL(await markdownUrl(page)).origin + '/docs' + MCP_PATH
  for (const [index, setting] of mcpClientSettings(endpoint).entries()) {
    await trigger(page).click()
    const item = items(page).nth(3 + index)
    const labels = await recordLabels(item)
    await item.click()
    await expect.poll(() => clipboard(page)).toBe(setting.text)
    await expect.poll(labels).toContain('Copied!')
    await page.keyboard.press('Escape')
  }
})

test('copies exactly one section, its subsections and code included, fetching the Markdown only then', async ({ page }) => {
  const markdownRequests: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('.md')) markdownRequests.push(request.url())
  })
  await page.goto('./apis')
  const markdown = await (await page.request.get('./apis.md')).text()
  expect(markdownRequests).toEqual([])
  const start = markdown.indexOf('## Declare an API and handle requests\n')
  const end = markdown.indexOf('\n## Group methods on a route\n')
  expect(start).toBeGreaterThan(0)
  const expected = markdown.slice(start, end).trimEnd()
  expect(expected).toContain('### Routing rules')
  const heading = page.getByRole('heading', { level: 2, name: 'Declare an API and handle requests', exact: true })
  await heading.hover()
  const button = page.locator('.section-heading', { has: heading }).getByRole('button', { name: 'Copy section as Markdown' })
  await expect(button).toBeVisible()
  const labels = await recordLabels(button)
  await button.click()
  await expect.poll(() => clipboard(page)).toBe(expected)
  await expect.poll(labels).toEqual(['Copied!', 'Copy section as Markdown'])
  expect(markdownRequests.length).toBeGreaterThan(0)
})

test('copy a section and MCP settings before the scripts have loaded', async ({ page }) => {
  const release = await holdScripts(page)
  await page.goto('./apis', { waitUntil: 'domcontentloaded' })
  await trigger(page).click()
  await items(page).nth(5).click()
  await expect.poll(() => clipboard(page)).toMatch(/^claude mcp add --transport http /)
  await page.keyboard.press('Escape')
  await trigger(page).focus()
  await page.keyboard.press('Enter')
  // The menu's first item takes focus on the popover's toggle event, a task after the press.
  await expect(items(page).first()).toBeFocused()
  await page.keyboard.press('ArrowDown')
  expect(await focusedText(page)).toBe('Open in Claude')
  await page.keyboard.press('Escape')
  const heading = page.getByRole('heading', { level: 2, name: 'Middleware', exact: true })
  await heading.hover()
  await page.locator('.section-heading', { has: heading }).getByRole('button').click()
  await expect.poll(() => clipboard(page)).toMatch(/^## Middleware\n\n/)
  expect(await page.evaluate(() => (window as { __docsBehavioursReady?: boolean }).__docsBehavioursReady ?? false)).toBe(false)
  release()
})

test('has no axe violations, closed or open, in either theme', async ({ page }) => {
  // axe on /apis, four times: slow beside other tests on a 2-core machine.
  test.slow()
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme })
    await page.goto('./apis')
    const violations = async (selector: string) => (await new AxeBuilder({ page }).include(selector).analyze()).violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)
    expect(await violations('.page-actions')).toEqual([])
    await trigger(page).click()
    await expect(menu(page)).toBeVisible()
    expect(await violations('.page-actions')).toEqual([])
    await page.keyboard.press('Escape')
    const heading = page.locator('.section-heading').first()
    await heading.hover()
    expect(await violations('.section-heading')).toEqual([])
  }
})

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the menu fits the screen, copies, and the page does not scroll sideways', async ({ page }) => {
    await page.goto('./apis')
    await trigger(page).click()
    const box = (await menu(page).boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(375)
    await items(page).nth(3).click()
    await expect.poll(() => clipboard(page)).toContain('"mcpServers"')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })
})

test('screenshots of the open menu (light, dark, 375 px)', async ({ page }, testInfo) => {
  test.slow()
  for (const [name, theme, width] of [['light', 'light', 1280], ['dark', 'dark', 1280], ['375', 'light', 375]] as const) {
    await page.setViewportSize({ width, height: 800 })
    await page.emulateMedia({ colorScheme: theme })
    await page.goto('./apis')
    await trigger(page).click()
    await expect(menu(page)).toBeVisible()
    await page.screenshot({ path: testInfo.outputPath(`page-actions-${name}.png`) })
    await page.keyboard.press('Escape')
    const heading = page.locator('.section-heading').nth(1)
    await heading.scrollIntoViewIfNeeded()
    await heading.locator('button').focus()
    await page.screenshot({ path: testInfo.outputPath(`section-copy-${name}.png`) })
  }
})
