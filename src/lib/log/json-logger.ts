import type { FeedbackLogger } from '../feedback/logger'

export interface LogLine {
  time: string
  level: 'warn' | 'error'
  component: string
  message: string
  requestId?: string
  error?: { name: string; message: string; code?: string }
}

/** What a log line may carry about the request: its id, never the reader's address or text. */
export interface LogContext {
  requestId?: string
}

function isContext(value: unknown): value is LogContext {
  return typeof value === 'object' && value !== null && !(value instanceof Error) && 'requestId' in value
}

/**
 * A logger that writes one JSON object per line (for a log collector), with the same call shape as
 * `console.warn/error(message, error?, context?)`. Errors are reduced to name, message and code.
 */
export function jsonLogger(component: string, write: (line: string, level: LogLine['level']) => void = defaultWrite, now: () => Date = () => new Date()): FeedbackLogger {
  const log =
    (level: LogLine['level']) =>
    (message?: unknown, ...rest: unknown[]) => {
      const line: LogLine = { time: now().toISOString(), level, component, message: String(message ?? '').replace(/^\[[a-z-]+\]\s*/, '') }
      for (const item of rest) {
        if (item instanceof Error) {
          const code = (item as Error & { code?: unknown }).code
          line.error = { name: item.name, message: item.message, ...(typeof code === 'string' ? { code } : {}) }
        }
        else if (isContext(item) && typeof item.requestId === 'string') line.requestId = item.requestId
      }
      write(JSON.stringify(line), level)
    }
  return { warn: log('warn'), error: log('error') }
}

function defaultWrite(line: string, level: LogLine['level']): void {
  ;(level === 'error' ? process.stderr : process.stdout).write(`${line}\n`)
}

/** The logger server code uses: JSON lines in production, the console while developing. */
export function serverLogger(component: string): FeedbackLogger {
  return process.env.NODE_ENV === 'production' ? jsonLogger(component) : console
}
