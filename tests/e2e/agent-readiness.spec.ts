import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { expect, test } from '@playwright/test'

/**
 * The public checker of the Agent-Friendly Documentation Spec (npm `afdocs`, pinned in
 * tests/agents/package.json) against this build: every check that applies passes. The same run
 * as `npm run check:agents`, with the checker's deterministic sample of 50 pages, so two runs read
 * the same pages. The checker reads the site's own addresses (llms.txt, Markdown links) as
 * the canonical docs address, which `--canonical-origin` maps onto this server; links elsewhere on
 * that origin (the community chat) stay outside, as they are in production.
 */
const AFDOCS = 'tests/agents/node_modules/afdocs/bin/afdocs.mjs'

/** Checks that cannot apply here, with why; any other skip fails, as a check that stopped running would. */
const NOT_APPLICABLE: Record<string, string> = {
  'section-header-quality': 'no tab panel of the site holds section headings',
  'auth-alternative-access': 'every page is public',
}

interface CheckResult {
  id: string
  status: 'pass' | 'warn' | 'fail' | 'skip' | 'error'
  message: string
}

test('every agent-readiness check that applies passes', async ({ request, baseURL }) => {
  test.setTimeout(300_000)
  const docs = baseURL!.replace(/\/$/, '')
  // The build's canonical docs address, as every page declares it.
  const home = await (await request.get(docs)).text()
  const canonical = home.match(/<link rel="canonical" href="([^"]+)"/)?.[1]
  expect(canonical, 'the home page names its canonical address').toBeTruthy()

  const { stdout } = await promisify(execFile)(process.execPath, [AFDOCS, 'check', docs, '--format', 'json', '--quiet', '--canonical-origin', canonical!.replace(/\/$/, ''), '--sampling', 'deterministic', '--max-links', '50'], { maxBuffer: 64 * 1024 * 1024 }).catch(
    // The checker exits 1 when a check fails; its report still says which.
    (error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }),
  )
  const { results } = JSON.parse(stdout) as { results: CheckResult[] }
  const unexpected = results.filter((result) => result.status !== 'pass' && !(result.status === 'skip' && result.id in NOT_APPLICABLE))
  expect(unexpected.map((result) => `${result.status} ${result.id}: ${result.message}`)).toEqual([])
  expect(results.filter((result) => result.status === 'pass').length).toBeGreaterThanOrEqual(26)
})
