import { expect, test } from './fixtures'

test('titles follow the Documentation pattern', async ({ page }) => {
  await page.goto('./')
  await expect(page).toHaveTitle('Documentation')
  await page.goto('./apis')
  await expect(page).toHaveTitle('APIs - Documentation')
  await page.goto('./reference/nodejs/v0')
  await expect(page).toHaveTitle(/^Node\.js SDK.* - Documentation v0$/)
  await page.goto('./reference/nodejs')
  await expect(page).toHaveTitle(/^Node\.js SDK.* - Documentation v1$/)
})

test('canonical, robots and social metadata', async ({ page }) => {
  await page.goto('./storage?lang=python#top')
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', 'https://nitric.io/docs/storage')
  await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex, nofollow')
  const image = new URL((await page.locator('meta[property="og:image"]').getAttribute('content'))!)
  expect(image.pathname).toBe('/docs/api/og')
  expect(image.searchParams.get('title')).toBe('Storage')
  expect(image.searchParams.get('description')?.length).toBeGreaterThan(10)
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200')
  await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630')
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
})

test('every response carries the security headers', async ({ request }) => {
  for (const path of ['./', './apis', './does-not-exist']) {
    const response = await request.get(path)
    const headers = response.headers()
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['x-frame-options']).toBe('DENY')
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
  }
})

test('the site passes its own CSP without console errors', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  for (const path of ['./', './apis', './reference/nodejs', './getting-started/quickstart']) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
  }
  expect(errors).toEqual([])
})

test('a missing page answers 404 in the site layout with search and home', async ({ page }) => {
  const response = await page.goto('./no/such/page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('button', { name: /Search docs/ })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to the documentation home' })).toHaveAttribute('href', '/docs')
  // No sidebar menu (every page's payload carries this fallback); a way into each section instead.
  await expect(page.getByRole('navigation', { name: 'Documentation' })).toHaveCount(0)
  const sections = page.getByRole('navigation', { name: 'Sections' })
  await expect(sections.getByRole('link', { name: 'Building blocks' })).toHaveAttribute('href', '/docs/apis')
  await expect(sections.getByRole('link', { name: 'Getting started' })).toHaveAttribute('href', '/docs/getting-started/quickstart')
})
