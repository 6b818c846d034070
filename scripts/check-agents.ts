/**
 * Agent-readiness check: npm run check:agents -- --url http://127.0.0.1:3000/docs [--all] [--verbose]
 *   [--canonical-origin https://nitric.io]
 *
 * Runs the public checker of the Agent-Friendly Documentation Spec (npm `afdocs`, pinned below)
 * against a running site and prints each check's result. Builds nothing: start a production build
 * whose NEXT_PUBLIC_SITE_URL is the address checked first (docs/agents.md), or pass that build's
 * NEXT_PUBLIC_SITE_URL and base path as `--canonical-origin` (https://nitric.io/docs): the checker
 * then rewrites that address to the one checked in everything it fetches (links in llms.txt and in
 * the pages), and links elsewhere on the origin stay outside. `--all` checks every page linked from
 * llms.txt instead of the default sample of 50. The test suite runs the same checker, installed in
 * tests/agents, on a deterministic sample (tests/e2e/agent-readiness.spec.ts). Exits 1 when a check
 * fails or warns.
 */
import { parseArgs } from 'node:util'
import { AFDOCS, afdocsCheck, type AfdocsResult } from './lib/afdocs'

/** More than the site's pages: `--sampling deterministic` with this many links checks them all (`--sampling none` checks only the given address). */
const ALL_PAGES = 900

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000/docs' },
    all: { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
    'canonical-origin': { type: 'string' },
  },
})

async function main() {
  const sampling = values.all ? ['--sampling', 'deterministic', '--max-links', String(ALL_PAGES)] : []
  const started = performance.now()
  const canonical = values['canonical-origin'] ? ['--canonical-origin', values['canonical-origin']] : []
  const report = await afdocsCheck(values.url, [...sampling, ...canonical])
  const mark = { pass: '✓', warn: '⚠', fail: '✗', skip: '○', error: '!' } as const
  for (const result of report.results) {
    console.log(`${mark[result.status] ?? '?'} ${result.status.padEnd(4)} ${result.id}: ${result.message}`)
    if (values.verbose && result.status !== 'pass' && result.status !== 'skip') {
      for (const page of result.details?.pageResults ?? []) if (page.status !== 'pass') console.log(`      ${JSON.stringify(page).slice(0, 300)}`)
    }
  }
  const count = (status: AfdocsResult['status']) => report.results.filter((result) => result.status === status).length
  console.log(
    `\n${AFDOCS} on ${values.url} (${values.all ? `all pages: --sampling deterministic --max-links ${ALL_PAGES}` : 'default sampling'}): ` +
      `${count('pass')} passed, ${count('warn')} warned, ${count('fail') + count('error')} failed, ${count('skip')} skipped, in ${Math.round((performance.now() - started) / 1000)} s`,
  )
  if (count('fail') + count('error') + count('warn') > 0) process.exitCode = 1
}

await main()
