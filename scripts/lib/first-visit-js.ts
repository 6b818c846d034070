import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from '../../tests/e2e/chromium'

/** Compressed bytes of every script a fresh visit to the url downloads. */
export async function scriptBytes(url: string): Promise<number> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  const page = await browser.newPage()
  const responses: Promise<number>[] = []
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') responses.push(request.sizes().then((s) => s.responseBodySize))
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  const total = (await Promise.all(responses)).reduce((a, b) => a + b, 0)
  await browser.close()
  return total
}

