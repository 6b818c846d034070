import { expect, test, type Page } from './fixtures'
import { holdScripts } from './held-scripts'

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'))
const stored = (page: Page) => page.evaluate(() => localStorage.getItem('isDarkMode'))

/** Records the theme class the moment <body> first exists: before any paint of content. */
async function recordFirstPaintTheme(page: Page) {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (document.body) {
        ;(window as unknown as { __firstPaintDark: boolean }).__firstPaintDark = document.documentElement.classList.contains('dark')
        observer.disconnect()
      }
    })
    observer.observe(document, { childList: true, subtree: true })
  })
}

test('follows the system when nothing is stored, live', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('./')
  expect(await isDark(page)).toBe(false)
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect.poll(() => isDark(page)).toBe(true)
  expect(await stored(page)).toBeNull()
})

test('a choice is stored under isDarkMode and survives a reload without a flash', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await recordFirstPaintTheme(page)
  await page.goto('./apis')
  await page.getByRole('button', { name: 'Switch to dark theme' }).click()
  expect(await isDark(page)).toBe(true)
  expect(await stored(page)).toBe('true')
  await page.reload()
  expect(await page.evaluate(() => (window as unknown as { __firstPaintDark: boolean }).__firstPaintDark)).toBe(true)
  expect(await isDark(page)).toBe(true)
})

test('choosing what the system prefers removes the stored key', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('./')
  await page.getByRole('button', { name: 'Switch to light theme' }).click()
  expect(await stored(page)).toBe('false')
  await page.getByRole('button', { name: 'Switch to dark theme' }).click()
  expect(await stored(page)).toBeNull()
  expect(await isDark(page)).toBe(true)
})

test('the toggle works from first paint, before any script of the page has loaded, and is named for the theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  const release = await holdScripts(page)
  await page.goto('./apis', { waitUntil: 'domcontentloaded' })
  await page.getByRole('button', { name: 'Switch to dark theme' }).click()
  expect(await isDark(page)).toBe(true)
  expect(await stored(page)).toBe('true')
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible()
  release()
  await page.getByRole('button', { name: 'Switch to light theme' }).click()
  expect(await isDark(page)).toBe(false)
  expect(await stored(page)).toBeNull()
})
