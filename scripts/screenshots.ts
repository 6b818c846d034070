/**
 * Takes screenshots of pages in light, dark and mobile views for a person to look at.
 * Usage: npm run screenshots -- [--base http://127.0.0.1:3000/docs] [--out .data/screenshots] /route /other
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from '../tests/e2e/chromium'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { base: { type: 'string', default: 'http://127.0.0.1:3000/docs' }, out: { type: 'string', default: '.data/screenshots' } },
})
const routes = positionals.length ? positionals : ['/']
mkdirSync(values.out, { recursive: true })

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
const views = [
  { name: 'light', viewport: { width: 1440, height: 1000 }, colorScheme: 'light' as const },
  { name: 'dark', viewport: { width: 1440, height: 1000 }, colorScheme: 'dark' as const },
  { name: 'mobile', viewport: { width: 375, height: 812 }, colorScheme: 'light' as const },
]
for (const view of views) {
  const page = await browser.newPage({ viewport: view.viewport, colorScheme: view.colorScheme })
  for (const route of routes) {
    await page.goto(values.base + (route === '/' ? '' : route), { waitUntil: 'load' })
    await page.waitForTimeout(300)
    const file = join(values.out, `${route.replace(/\W+/g, '_') || 'home'}-${view.name}.png`)
    await page.screenshot({ path: file, fullPage: false })
    console.log(file)
  }
  await page.close()
}
await browser.close()
