/**
 * The public checker of the Agent-Friendly Documentation Spec (npm `afdocs`), installed in
 * tests/agents at the version its package.json pins (its checks and thresholds change between
 * releases), run by `npm run check:agents` and by tests/e2e/agent-readiness.spec.ts.
 */
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'

const CHECKER = 'tests/agents/node_modules/afdocs/bin/afdocs.mjs'

/** `afdocs@0.22.2`: the pinned version. */
export const AFDOCS = `afdocs@${(JSON.parse(readFileSync('tests/agents/package.json', 'utf8')) as { dependencies: { afdocs: string } }).dependencies.afdocs}`

export interface AfdocsResult {
  id: string
  status: 'pass' | 'warn' | 'fail' | 'skip' | 'error'
  message: string
  details?: { pageResults?: Array<Record<string, unknown>> }
}

/** Runs `afdocs check <url> --format json --quiet …args` and reads its report. */
export function afdocsCheck(url: string, args: readonly string[]): Promise<{ results: AfdocsResult[] }> {
  return new Promise((resolve, reject) => {
    if (!existsSync(CHECKER)) return reject(new Error('the checker is not installed: run (cd tests/agents && npm ci --loglevel=error), or npm test once'))
    const child = spawn(process.execPath, [CHECKER, 'check', url, '--format', 'json', '--quiet', ...args], { stdio: ['ignore', 'pipe', 'inherit'] })
    let out = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk))
    child.on('error', reject)
    // afdocs exits non-zero when a check fails: the JSON still says which.
    child.on('close', () => {
      try {
        resolve(JSON.parse(out) as { results: AfdocsResult[] })
      } catch {
        reject(new Error(`afdocs printed no report: ${out.slice(0, 300)}`))
      }
    })
  })
}
