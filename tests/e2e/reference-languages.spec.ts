import { expect, test } from './fixtures'
import { chooseVersion } from './version-select'
import { referenceIndex, type ReferenceEntry } from '../../src/lib/reference/entries'

/**
 * The method page template, each SDK's status notice and the version switch, once per language
 * other than Node.js (reference.spec.ts covers it). The pages and what they must show come from the
 * reference model, so the test follows the model rather than copies of it.
 */
const { entries } = referenceIndex()

const FENCE: Record<string, string> = { python: 'python', go: 'go', dart: 'dart', csharp: 'csharp', jvm: 'kotlin' }
const NOTICE: Record<string, string | undefined> = { python: undefined, go: 'experimental', dart: 'experimental', csharp: 'legacy', jvm: 'legacy' }

/** The first method of the SDK's newest documented version that has parameters. */
function methodWithParams(sdk: string): ReferenceEntry {
  const found = entries.find((entry) => entry.sdk.id === sdk && entry.version === entry.sdk.versions[0] && entry.method && entry.method.params.length > 0)
  if (!found) throw new Error(`no ${sdk} method with parameters in the model`)
  return found
}

const path = (route: string) => `.${route}`

for (const sdk of Object.keys(FENCE)) {
  test(`${sdk}: a method page shows the model's signature and parameters, the written examples and the SDK's notice`, async ({ page }) => {
    const entry = methodWithParams(sdk)
    const method = entry.method!
    await page.goto(path(entry.route))
    await expect(page.getByRole('heading', { level: 1, name: entry.title })).toBeVisible()
    const signature = page.locator('[data-code-block]', { hasText: 'Signature' }).first()
    await expect(signature).toContainText(method.signature.split('\n')[0].trim())
    await expect(page.locator('h2#parameters')).toBeVisible()
    await expect(page.locator('.section-heading:has(> h2#parameters) + div li').first()).toContainText(method.params[0].name)
    await expect(page.locator('h2#examples')).toBeVisible()
    await expect(page.locator(`article [data-language="${FENCE[sdk]}"]`).first()).toBeAttached()
    const notice = NOTICE[sdk]
    if (notice) await expect(page.locator(`[data-notice="${notice}"]`)).toBeVisible()
    else await expect(page.locator('[data-notice="experimental"], [data-notice="legacy"]')).toHaveCount(0)
  })
}

for (const sdk of ['python', 'go']) {
  test(`${sdk}: the version switch opens the same method in the other version, or that version's overview where it has none`, async ({ page }) => {
    const latest = entries.filter((entry) => entry.sdk.id === sdk && entry.version === 'v1' && entry.method)
    const older = entries.filter((entry) => entry.sdk.id === sdk && entry.version === 'v0')
    const shared = latest.find((entry) => older.some((other) => other.op === entry.op))!
    const onlyLatest = latest.find((entry) => !older.some((other) => other.op === entry.op))!
    const label = shared.sdk.label

    // The version menu works from first paint; goto waits for load and the page's behaviours
    // (fixtures.ts), not for the network to go quiet, which prefetching near links can put off.
    await page.goto(path(shared.route))
    await chooseVersion(page, label, 'v0')
    const target = older.find((other) => other.op === shared.op)!
    await expect(page).toHaveURL(new RegExp(`/docs${target.route}$`))
    await expect(page.locator('[data-notice="outdated"]')).toBeVisible()

    await page.goto(path(onlyLatest.route))
    await chooseVersion(page, label, 'v0')
    await expect(page).toHaveURL(new RegExp(`/docs/reference/${sdk}/v0$`))
  })
}

test('earlier addresses of renamed reference pages redirect permanently to the page', async ({ request }) => {
  const renamed = entries.flatMap((entry) => ((entry.method ?? entry.resource).formerSlugs ?? []).map((slug) => ({ entry, slug })))
  expect(renamed.length).toBeGreaterThan(0)
  for (const { entry, slug } of renamed) {
    const from = entry.route.replace(/[^/]+$/, slug)
    const response = await request.get(path(from), { maxRedirects: 0 })
    expect(response.status(), from).toBe(308)
    expect(response.headers()['location'], from).toBe(`/docs${entry.route}`)
  }
})
