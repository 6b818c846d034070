import { expect, test } from './fixtures'

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
