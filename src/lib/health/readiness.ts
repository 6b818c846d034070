export interface ReadinessCheck {
  name: string
  /** Resolves when the part works; rejects (or times out) when it does not. */
  check: () => Promise<unknown>
}

/** How long one check may take before it counts as failing. */
export const CHECK_TIMEOUT_MS = 2000

function withTimeout(run: () => Promise<unknown>, ms: number): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([Promise.resolve().then(run), timeout]).finally(() => clearTimeout(timer))
}

/**
 * GET /docs/api/health/ready: 200 when every part answers, else 503 naming the parts that do not.
 * The answer names parts only, never a setting, address or error text.
 */
export async function readinessResponse(checks: readonly ReadinessCheck[], timeoutMs = CHECK_TIMEOUT_MS): Promise<Response> {
  const results = await Promise.all(checks.map(async ({ name, check }) => [name, await withTimeout(check, timeoutMs).then(() => 'ok', () => 'failing')] as const))
  const failing = results.filter(([, state]) => state !== 'ok').map(([name]) => name)
  const body = { status: failing.length ? 'unavailable' : 'ok', checks: Object.fromEntries(results), ...(failing.length ? { failing } : {}) }
  return Response.json(body, { status: failing.length ? 503 : 200, headers: { 'cache-control': 'no-store' } })
}

/** GET /docs/api/health: the process answers. No I/O. */
export function livenessResponse(): Response {
  return Response.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } })
}
