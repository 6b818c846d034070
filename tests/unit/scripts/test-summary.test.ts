import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const dir = mkdtempSync(join(tmpdir(), 'test-summary-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function report(name: string, body: unknown): string {
  const file = join(dir, name)
  writeFileSync(file, JSON.stringify(body))
  return file
}

function summarise(...files: string[]) {
  const run = spawnSync(process.execPath, ['scripts/test-summary.mjs', ...files], { encoding: 'utf8' })
  return { status: run.status, lines: run.stdout.trim().split('\n') }
}

const unit = report('unit.json', { numPassedTests: 5, numFailedTests: 0, numPendingTests: 1, numTodoTests: 0 })

function e2e(name: string, stats: { expected: number; unexpected: number; flaky: number; skipped: number }) {
  const spec = (title: string, line: number, duration: number) => ({ title, file: 'a.spec.ts', line, tests: [{ results: [{ duration }] }] })
  return report(name, { stats, suites: [{ specs: [spec('quick', 1, 100), spec('slow', 9, 4200)], suites: [{ specs: [spec('nested', 20, 2000)] }] }] })
}

describe('the closing line of npm test', () => {
  it('adds the reports up and lists the slowest specs first', () => {
    const { status, lines } = summarise(unit, e2e('e2e.json', { expected: 3, unexpected: 0, flaky: 0, skipped: 0 }))
    expect(status).toBe(0)
    expect(lines.at(-1)).toBe('8 passed, 0 failed, 1 skipped')
    const slowest = lines.slice(lines.indexOf('The 10 slowest end-to-end specs:') + 1, -2)
    expect(slowest.map((line) => line.trim())).toEqual(['4.2 s  a.spec.ts:9 slow', '2.0 s  a.spec.ts:20 nested', '0.1 s  a.spec.ts:1 quick'])
  })

  it('counts a spec that passed only on a retry as failed', () => {
    const { status, lines } = summarise(unit, e2e('flaky.json', { expected: 2, unexpected: 0, flaky: 1, skipped: 0 }))
    expect(status).toBe(1)
    expect(lines.at(-1)).toBe('7 passed, 1 failed, 1 skipped')
  })

  it('fails on a failed spec and reads past a report that was never written', () => {
    const { status, lines } = summarise(unit, e2e('failed.json', { expected: 2, unexpected: 1, flaky: 0, skipped: 0 }), join(dir, 'missing.json'))
    expect(status).toBe(1)
    expect(lines.at(-1)).toBe('7 passed, 1 failed, 1 skipped')
  })
})
