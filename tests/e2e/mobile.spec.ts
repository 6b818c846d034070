import { expect, test } from './fixtures'
import { holdScripts } from './held-scripts'

test.use({ viewport: { width: 375, height: 812 } })

test('the panel opens from Toggle navigation, traps focus, closes with Escape', async ({ page }) => {
  await page.goto('./concepts/introduction')
  await expect(page.locator('aside').first()).toBeHidden()
  const toggle = page.getByRole('button', { name: 'Toggle navigation' })
  await toggle.click()
  const panel = page.getByRole('dialog', { name: 'Navigation' })
  await expect(panel).toBeVisible()
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab')
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(toggle).toBeFocused()
})

test('a route change closes the open panel', async ({ page }) => {
  await page.goto('./concepts/introduction')
  await page.getByRole('button', { name: 'Toggle navigation' }).click()
  const panel = page.getByRole('dialog', { name: 'Navigation' })
  await panel.getByRole('link', { name: 'Quickstart' }).click()
  await expect(page).toHaveURL(/\/docs\/getting-started\/quickstart$/)
  await expect(panel).toBeHidden()
})

test('the panel opens and closes from first paint, before any script of the page has loaded', async ({ page }) => {
  const release = await holdScripts(page)
  await page.goto('./concepts/introduction', { waitUntil: 'domcontentloaded' })
  const toggle = page.getByRole('button', { name: 'Toggle navigation' }).first()
  await toggle.click()
  const panel = page.getByRole('dialog', { name: 'Navigation' })
  await expect(panel).toBeVisible()
  await expect(panel.getByRole('link', { name: 'Quickstart' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(toggle).toBeFocused()
  // A click on the backdrop (right of the panel) closes it too.
  await toggle.click()
  await expect(panel).toBeVisible()
  await page.mouse.click(360, 400)
  await expect(panel).toBeHidden()
  release()
})

test('a move back through history closes the open panel', async ({ page }) => {
  await page.goto('./concepts/introduction')
  const toggle = page.getByRole('button', { name: 'Toggle navigation' }).first()
  const panel = page.getByRole('dialog', { name: 'Navigation' })
  await toggle.click()
  await panel.getByRole('link', { name: 'Quickstart' }).click()
  await expect(page).toHaveURL(/\/docs\/getting-started\/quickstart$/)
  await toggle.click()
  await expect(panel).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(/\/docs\/concepts\/introduction$/)
  await expect(panel).toBeHidden()
})
