import { expect, test } from './fixtures'
import { COMPILE_HINT } from '../../src/lib/build/compile-hints'

/**
 * Records, before any script runs, which modules each JavaScript chunk registers with the bundler's
 * runtime: chunks push `[script, id, factory, id, factory, …]` onto `globalThis.TURBOPACK`, which the
 * runtime replaces with its own queue once it loads; the setter wraps that one's `push` as well.
 */
function recordModules() {
  const registered: Array<{ chunk: string; ids: string[] }> = []
  ;(window as unknown as { __registeredModules: typeof registered }).__registeredModules = registered
  const record = (items: unknown[]) => {
    for (const item of items) {
      if (!Array.isArray(item)) continue
      const script = item[0] as { src?: string; getAttribute?: (name: string) => string | null } | string | undefined
      const chunk = typeof script === 'string' ? script : (script?.getAttribute?.('src') ?? script?.src ?? '(inline)')
      registered.push({ chunk, ids: item.slice(1).filter((entry) => typeof entry !== 'function').map(String) })
    }
  }
  const wrap = <T extends { push: (...items: unknown[]) => unknown }>(queue: T): T => {
    const push = queue.push.bind(queue)
    queue.push = (...items: unknown[]) => {
      record(items)
      return push(...items)
    }
    return queue
  }
  let queue = wrap([] as unknown[])
  Object.defineProperty(globalThis, 'TURBOPACK', { configurable: true, get: () => queue, set: (next) => void (queue = wrap(next)) })
}

// Each page's React payload also carries the 404 boundary, and a client component of its own once made
// every page load a second copy of the shell's client code (see src/app/[[...slug]]/page.tsx).
for (const route of ['/', '/reference/nodejs', '/no-such-page']) {
  test(`a first visit to ${route} loads each module once`, async ({ page }) => {
    await page.addInitScript(recordModules)
    await page.goto(route === '/' ? './' : `.${route}`, { waitUntil: 'load' })
    const registered = await page.evaluate(() => (window as unknown as { __registeredModules: Array<{ chunk: string; ids: string[] }> }).__registeredModules)
    const chunksOf = new Map<string, string[]>()
    for (const { chunk, ids } of registered) for (const id of ids) chunksOf.set(id, [...(chunksOf.get(id) ?? []), chunk])
    // The recorder saw the page's chunks: the framework's own and the site's.
    expect(new Set(registered.map((entry) => entry.chunk)).size).toBeGreaterThan(3)
    expect(chunksOf.size).toBeGreaterThan(50)
    const twice = [...chunksOf].filter(([, chunks]) => chunks.length > 1).map(([id, chunks]) => `module ${id} in ${chunks.join(' and ')}`)
    expect(twice).toEqual([])
  })
}

test('scripts and stylesheets arrive in Brotli, from the copies made at build time', async ({ page }) => {
  const encodings = new Map<string, string | undefined>()
  const reading: Array<Promise<void>> = []
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname
    if (!/\/_next\/static\/.+\.(?:js|css)$/.test(path)) return
    // Read before the test ends; a script the page asks for after that is not part of the first load.
    reading.push(response.allHeaders().then((headers) => void encodings.set(path, headers['content-encoding']), () => {}))
  })
  await page.goto('./apis', { waitUntil: 'load' })
  await Promise.all(reading)
  expect(encodings.size).toBeGreaterThan(3)
  expect([...encodings].filter(([, encoding]) => encoding !== 'br')).toEqual([])
})

// Without it, Chromium compiled the framework function by function on the main thread as it started,
// most of the blocking time Lighthouse counts (scripts/compile-hints.ts).
test("every script a page loads as it is read carries V8's compile hint, guide or reference page", async ({ request, baseURL }) => {
  for (const route of ['./concepts/introduction', './reference/nodejs/api/api-get']) {
    // The list the after-first-paint loader at the end of the body starts.
    const html = await (await request.get(route)).text()
    const scripts = JSON.parse(/\[("\/docs\/_next\/static\/[^"]+\.js",?)+\]/.exec(html)![0]) as string[]
    expect(scripts.length).toBeGreaterThan(3)
    for (const source of scripts) {
      const body = await (await request.get(new URL(source, baseURL).href)).text()
      expect(body.startsWith(COMPILE_HINT), source).toBe(true)
    }
  }
})

// The code tabs' and tokens' rules are imported by globals.css: as separate files, the bundler made a
// second render-blocking stylesheet of them once the first passed its size for merging (100 KB).
test('a page is styled by one stylesheet', async ({ page }) => {
  await page.goto('./apis', { waitUntil: 'load' })
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1)
})
