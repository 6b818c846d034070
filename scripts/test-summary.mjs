// Adds up the unit (Vitest) and end-to-end (Playwright) reports into one closing line, after the
// slowest end-to-end specs (where the suite's time goes). A spec that passed only on a retry counts
// as failed: it failed once.
import { existsSync, readFileSync } from 'node:fs'

const SLOWEST = 10
const durations = []

/** Every result of a Playwright report's specs, with its file, line and title. */
function collectDurations(suite) {
  for (const child of suite.suites ?? []) collectDurations(child)
  for (const spec of suite.specs ?? []) {
    for (const result of spec.tests.flatMap((t) => t.results)) durations.push({ ms: result.duration, name: `${spec.file}:${spec.line} ${spec.title}` })
  }
}

let passed = 0
let failed = 0
let skipped = 0
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) continue
  const report = JSON.parse(readFileSync(file, 'utf8'))
  if ('numPassedTests' in report) {
    passed += report.numPassedTests
    failed += report.numFailedTests
    skipped += report.numPendingTests + (report.numTodoTests ?? 0)
  } else if (report.stats) {
    passed += report.stats.expected
    failed += report.stats.unexpected + report.stats.flaky
    for (const suite of report.suites ?? []) collectDurations(suite)
    skipped += report.stats.skipped
  }
}
if (durations.length > 0) {
  console.log(`\nThe ${SLOWEST} slowest end-to-end specs:`)
  for (const { ms, name } of durations.sort((a, b) => b.ms - a.ms).slice(0, SLOWEST)) console.log(`${(ms / 1000).toFixed(1).padStart(6)} s  ${name}`)
}
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(failed > 0 ? 1 : 0)
