import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface GoSyntaxError {
  index: number
  /** 0-based line within the sample. */
  line: number
  message: string
}

/** Parses every Go sample with `gofmt -e` in one run; returns the syntax errors, by sample index. */
export function goSyntaxErrors(sources: readonly string[]): GoSyntaxError[] {
  if (sources.length === 0) return []
  const dir = mkdtempSync(join(tmpdir(), 'go-samples-'))
  try {
    const files = sources.map((source, i) => {
      const file = join(dir, `s${i}.go`)
      writeFileSync(file, source)
      return file
    })
    const run = spawnSync('gofmt', ['-e', '-l', ...files], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 })
    if (run.error) {
      const message = `gofmt is needed to check Go samples (Debian package golang-go): ${run.error.message}`
      // `npm test` installs gofmt and insists on it; building the site without it is normal, so it
      // says what it skipped, not that something is wrong.
      if (process.env.SAMPLES_REQUIRE_GOFMT === '1') throw new Error(message)
      console.log(`· skipped: Go samples are parsed by npm test, which installs gofmt (Debian package golang-go)`)
      return []
    }
    const errors: GoSyntaxError[] = []
    for (const line of run.stderr.split('\n')) {
      const match = /s(\d+)\.go:(\d+):\d+: (.*)$/.exec(line)
      if (match) errors.push({ index: Number(match[1]), line: Number(match[2]) - 1, message: match[3] })
    }
    return errors
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
