import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'

const CHANGES = './reference/nodejs/changes'

test('the What changed page lists changes by building block, each row linking both versions', async ({ page }) => {
  await page.goto(CHANGES)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What changed from v0 to v1')
  await expect(page.getByRole('heading', { level: 2, name: 'Messaging' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Messaging: changes from v0 to v1' })).toBeVisible()
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'topic.allow', exact: true }) })
  await expect(row.getByRole('cell').first()).toHaveText('Renamed')
  await expect(row.getByRole('link', { name: 'topic.for()' }).first()).toHaveAttribute('href', '/docs/reference/nodejs/v0/topic/topic-for')
  await expect(row.getByRole('link', { name: 'Requesting access' })).toHaveAttribute('href', '/docs/support/upgrade#requesting-access')
  // The menu of the latest version offers the page and marks it as the one shown.
  await expect(page.getByRole('navigation').getByRole('link', { name: 'What changed from v0' }).first()).toHaveAttribute('aria-current', 'page')
  await row.getByRole('link', { name: 'topic.allow()' }).click()
  await expect(page).toHaveURL(/\/docs\/reference\/nodejs\/topic\/topic-allow$/)
  await expect(page.locator('[data-lifecycle]')).toHaveText('Available since v1.1.1')
})

test('a v0 page’s version notice links to what changed in v1', async ({ page }) => {
  await page.goto('./reference/nodejs/v0/queues/queue-send')
  // send() became enqueue() (the same operation in the model), so the page leads to its successor.
  await expect(page.locator('[data-lifecycle]')).toHaveText('Removed in v1: use queue.enqueue() in v1')
  await expect(page.locator('[data-lifecycle]').getByRole('link')).toHaveAttribute('href', '/docs/reference/nodejs/queues/queue-enqueue')
  const notice = page.locator('[data-notice="outdated"]')
  await expect(notice).toContainText('Note: You are viewing documentation for version v0 of Node.js.')
  await notice.getByRole('link', { name: 'What changed in v1' }).click()
  await expect(page).toHaveURL(/\/docs\/reference\/nodejs\/changes$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What changed from v0 to v1')
})

test('a method page opens with its lifecycle, in the page and in its Markdown', async ({ page, request }) => {
  await page.goto('./reference/nodejs/storage/bucket-for')
  const lifecycle = page.locator('article [data-lifecycle]')
  await expect(lifecycle).toHaveText('Available since v0 · Deprecated: use bucket.allow()')
  // Above the introduction, below the title.
  const intro = page.locator('article .prose p').nth(1)
  expect((await lifecycle.boundingBox())!.y).toBeLessThan((await intro.boundingBox())!.y)
  await lifecycle.getByRole('link', { name: 'bucket.allow()' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/docs\/reference\/nodejs\/storage\/bucket-allow$/)

  await page.goto('./reference/go/v0/storage/bucket-file-read')
  await expect(page.locator('[data-lifecycle]')).toHaveText('Removed in v1: use bucket.Read() in v1')
  await expect(page.locator('[data-lifecycle]').getByRole('link')).toHaveAttribute('href', '/docs/reference/go/storage/bucket-read')

  const markdown = await (await request.get('./reference/nodejs/storage/bucket-for.md')).text()
  expect(markdown).toContain('Available since v0 · Deprecated: use [`bucket.allow()`](')
})

test('the What changed page is in the sitemap, search and Markdown like any page', async ({ request }) => {
  expect(await (await request.get('./sitemap.xml')).text()).toContain('/docs/reference/python/changes</loc>')
  const markdown = await request.get('./reference/go/changes.md')
  expect(markdown.status()).toBe(200)
  // After the line that points agents at the MCP server and this SDK version's llms.txt.
  expect(await markdown.text()).toMatch(/^> For agents: [^\n]+\/reference\/go\/llms\.txt\.\n\n# What changed from v0 to v1/)
  const search = await request.post('./api/search/1/indexes/*/queries', {
    headers: { 'content-type': 'text/plain' },
    data: JSON.stringify({ requests: [{ indexName: 'docs-related', query: 'what changed from v0 to v1', hitsPerPage: 50 }] }),
  })
  const hits = ((await search.json()) as { results: { hits: { url: string }[] }[] }).results[0].hits
  expect(hits.map((hit) => hit.url.split('#')[0])).toContainEqual(expect.stringMatching(/\/docs\/reference\/nodejs\/changes$/))
})

for (const theme of ['light', 'dark'] as const) {
  test(`the What changed page has no axe violations (${theme})`, async ({ page }) => {
    test.slow()
    await page.emulateMedia({ colorScheme: theme })
    await page.goto(CHANGES)
    const results = await new AxeBuilder({ page }).analyze()
    expect(results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([])
  })
}
