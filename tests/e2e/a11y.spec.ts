import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'
import { pageKinds, url } from './pages'
import { versionButton, versionMenu } from './version-select'

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

test('the version selector has no violations, closed or open', async ({ page }) => {
  await page.goto('./reference/nodejs')
  const violations = async (selector: string) => (await new AxeBuilder({ page }).include(selector).analyze()).violations.map((v) => `${v.id} (${v.impact})`)
  expect(await violations('.version-trigger')).toEqual([])
  await versionButton(page, 'Node.js').click()
  await expect(versionMenu(page, 'Node.js')).toBeVisible()
  expect(await violations('.version-trigger')).toEqual([])
  expect(await violations('#version-menu')).toEqual([])
})

test('the feedback widget has no violations after a choice, in either theme', async ({ page }) => {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme })
    await page.goto('./concepts/introduction')
    const widget = page.getByRole('region', { name: 'Page feedback' })
    await widget.getByText('It was not helpful', { exact: true }).click()
    await expect(widget.getByRole('textbox')).toBeVisible()
    expect((await new AxeBuilder({ page }).include('section[aria-label="Page feedback"]').analyze()).violations.map((v) => `${v.id} (${v.impact})`)).toEqual([])
  }
})
