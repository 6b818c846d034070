/** What the maintainer reports (scripts/report.ts, scripts/feedback-report.ts) share: option errors, days, exit codes. */

export class UsageError extends Error {}

export function isParseArgsError(error: unknown): error is Error {
  return error instanceof Error && String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS')
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
