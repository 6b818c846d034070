/** Where server code reports problems: `console`, or JSON lines in production (serverLogger). */
export type ServerLogger = Pick<Console, 'warn' | 'error'>

export interface LogLine {
  time: string
  level: 'warn' | 'error'
  component: string
  message: string
  requestId?: string
  /** Reduced to what helps an operator; `digest` is the id React shows on the reader's error page. */
  error?: { name: string; message: string; code?: string; digest?: string }
}

/** What a log line may carry about the request: its id, never the reader's address or text. */
export interface LogContext {
  requestId?: string
}

/**
 * The request id the front door (src/lib/http/server-guard.ts) gave a request, from a web Request's
 * headers or a Node request's, as the context argument of a log call.
 */
export function requestLogContext(headers: Headers | NodeJS.Dict<string | string[]>): LogContext {
  const id = headers instanceof Headers ? headers.get('x-request-id') : headers['x-request-id']
  return typeof id === 'string' ? { requestId: id } : {}
}

function isContext(value: unknown): value is LogContext {
  return typeof value === 'object' && value !== null && !(value instanceof Error) && 'requestId' in value
}

/**
 * A logger that writes one JSON object per line (for a log collector), with the same call shape as
 * `console.warn/error(message, error?, context?)`. Errors are reduced to name, message, code and digest.
 */
export function jsonLogger(component: string, write: (line: string, level: LogLine['level']) => void = defaultWrite, now: () => Date = () => new Date()): ServerLogger {
  const log =
    (level: LogLine['level']) =>
    (message?: unknown, ...rest: unknown[]) => {
      const line: LogLine = { time: now().toISOString(), level, component, message: String(message ?? '').replace(/^\[[a-z-]+\]\s*/, '') }
      for (const item of rest) {
        if (item instanceof Error) {
          const { code, digest } = item as Error & { code?: unknown; digest?: unknown }
          line.error = { name: item.name, message: item.message, ...(typeof code === 'string' ? { code } : {}), ...(typeof digest === 'string' ? { digest } : {}) }
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
export function serverLogger(component: string): ServerLogger {
  return process.env.NODE_ENV === 'production' ? jsonLogger(component) : console
}
