import type { Instrumentation } from 'next'

/**
 * Runs once when the server starts. The work is Node.js-only (src/instrumentation-node.ts), imported
 * only in that runtime, as Next.js documents, so the Edge compilation never sees Node.js APIs.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { register: registerNode } = await import('./instrumentation-node')
  await registerNode()
}

/** Errors Next.js caught while serving a request: one log line each (JSON in production). */
export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { requestErrorLogger } = await import('./lib/log/request-error')
  requestErrorLogger()(...args)
}
