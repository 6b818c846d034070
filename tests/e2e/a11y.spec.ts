import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'
import { pageKinds, url } from './pages'

// One page per template (and the 404 page): the templates are what axe can find fault with.
const routes = [...pageKinds(), '/no-such-page']

for (const theme of ['light', 'dark'] as const) {
  test.describe(`axe (${theme})`, () => {
    test.use({ colorScheme: theme })
    for (const route of routes) {
      test(`${route} has no serious or critical violations`, async ({ page }) => {
        // axe checks every cell of the support matrix's tables: 13 s alone on a 2-core machine, more beside other tests.
        test.slow()
        await page.goto(url(route))
        const results = await new AxeBuilder({ page }).analyze()
        const bad = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`)
        expect(bad).toEqual([])
      })
    }
  })
}

test('the version selector has no violations as the look-alike, loaded, or open', async ({ page }) => {
  await page.goto('./reference/nodejs')
  const select = page.getByRole('combobox', { name: 'Node.js version' })
  const violations = async () => (await new AxeBuilder({ page }).include('[role="combobox"]').analyze()).violations.map((v) => `${v.id} (${v.impact})`)
  expect(await violations()).toEqual([])
  await select.hover()
  await expect(select).toHaveAttribute('data-state', 'closed')
  expect(await violations()).toEqual([])
  await select.click()
  await expect(page.getByRole('listbox')).toBeVisible()
  expect((await new AxeBuilder({ page }).include('[role="listbox"]').analyze()).violations.map((v) => `${v.id} (${v.impact})`)).toEqual([])
})
