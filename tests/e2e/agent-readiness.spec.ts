import { expect, test } from '@playwright/test'
import { afdocsCheck } from '../../scripts/lib/afdocs'

/**
 * The public checker of the Agent-Friendly Documentation Spec (scripts/lib/afdocs.ts) against this
 * build: every check that applies passes. The same run as `npm run check:agents`, with the checker's
 * deterministic sample of 50 pages, so two runs read the same pages. The checker reads the site's own addresses (llms.txt, Markdown links) as
 * the canonical docs address, which `--canonical-origin` maps onto this server; links elsewhere on
 * that origin (the community chat) stay outside, as they are in production.
 */

/** Checks that cannot apply here, with why; any other skip fails, as a check that stopped running would. */
const NOT_APPLICABLE: Record<string, string> = {
  'section-header-quality': 'no tab panel of the site holds section headings',
  'auth-alternative-access': 'every page is public',
}

test('every agent-readiness check that applies passes', async ({ request, baseURL }) => {
  test.setTimeout(300_000)
  const docs = baseURL!.replace(/\/$/, '')
  // The build's canonical docs address, as every page declares it.
  const home = await (await request.get(docs)).text()
  const canonical = home.match(/<link rel="canonical" href="([^"]+)"/)?.[1]
  expect(canonical, 'the home page names its canonical address').toBeTruthy()

  const { results } = await afdocsCheck(docs, ['--canonical-origin', canonical!.replace(/\/$/, ''), '--sampling', 'deterministic', '--max-links', '50'])
  const unexpected = results.filter((result) => result.status !== 'pass' && !(result.status === 'skip' && result.id in NOT_APPLICABLE))
  expect(unexpected.map((result) => `${result.status} ${result.id}: ${result.message}`)).toEqual([])
  expect(results.filter((result) => result.status === 'pass').length).toBeGreaterThanOrEqual(26)
})
