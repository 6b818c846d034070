import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { vi } from 'vitest'
import { isParseArgsError, parseCommandOptions, writeReport } from '../../../scripts/lib/report-cli'

describe('parseCommandOptions', () => {
  const OPTIONS = { since: { type: 'string' }, limit: { type: 'string', default: '10' } } as const

  it('reads the command\u2019s options and -h/--help', () => {
    expect(parseCommandOptions(['--since', '2026-01-01'], OPTIONS)).toEqual({ since: '2026-01-01', limit: '10', help: false })
    expect(parseCommandOptions(['-h'], OPTIONS).help).toBe(true)
    expect(parseCommandOptions(['--help'], OPTIONS).help).toBe(true)
  })

  it('refuses unknown options and positionals with a parse-args error', () => {
    for (const argv of [['--nope'], ['extra']]) {
      let error: unknown
      try {
        parseCommandOptions(argv, OPTIONS)
      } catch (caught) {
        error = caught
      }
      expect(isParseArgsError(error), argv.join(' ')).toBe(true)
    }
  })
})

describe('writeReport', () => {
  afterEach(() => vi.restoreAllMocks())

  it('writes to standard output without --out', () => {
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
    writeReport('a,b\n', undefined, '1 rows')
    expect(stdout).toHaveBeenCalledWith('a,b\n')
  })

  it('writes to the --out file and says so on standard error', () => {
    const dir = mkdtempSync(join(tmpdir(), 'report-cli-'))
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    try {
      const out = join(dir, 'report.csv')
      writeReport('a,b\n', out, '1 rows')
      expect(readFileSync(out, 'utf8')).toBe('a,b\n')
      expect(stderr).toHaveBeenCalledWith(`Wrote 1 rows to ${out}\n`)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
