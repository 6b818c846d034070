/** What the maintainer reports (scripts/report.ts, scripts/feedback-report.ts) share: options, option errors, days, output, exit codes. */
import { writeFileSync } from 'node:fs'
import { parseArgs, type ParseArgsConfig } from 'node:util'

export class UsageError extends Error {}

export function isParseArgsError(error: unknown): error is Error {
  return error instanceof Error && String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS')
}

const HELP_OPTION = { help: { type: 'boolean', short: 'h', default: false } } as const

/** A command's options, strictly (no positionals, no unknown option), with -h/--help added. */
export function parseCommandOptions<const Options extends NonNullable<ParseArgsConfig['options']>>(argv: string[], options: Options) {
  return parseArgs({ args: argv, strict: true, allowPositionals: false, options: { ...options, ...HELP_OPTION } }).values
}

/** Writes a report to `out`, saying on standard error that it wrote `what` there, or to standard output. */
export function writeReport(text: string, out: string | undefined, what: string): void {
  if (out) {
    writeFileSync(out, text)
    process.stderr.write(`Wrote ${what} to ${out}\n`)
  } else {
    process.stdout.write(text)
  }
}

/** A day written YYYY-MM-DD, as midnight UTC; a UsageError naming `option` otherwise. */
export function parseDay(value: string | undefined, option: string): Date | undefined {
  if (value === undefined) return undefined
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00.000Z`) : undefined
  if (!day || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value) {
    throw new UsageError(`${option} must be a date as YYYY-MM-DD, got "${value}"`)
  }
  return day
}

/** Runs a command and sets the exit code: its own, 2 with the usage for bad options, 1 for a failure. */
export function runCommand(command: (argv: string[]) => Promise<number>, argv: string[], usage: string): void {
  command(argv).then(
    (code) => {
      process.exitCode = code
    },
    (error: unknown) => {
      if (error instanceof UsageError || isParseArgsError(error)) {
        process.stderr.write(`${error.message}\n\n${usage}\n`)
        process.exitCode = 2
        return
      }
      console.error(error)
      process.exitCode = 1
    },
  )
}
