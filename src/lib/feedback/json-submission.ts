import type { z } from 'zod'
import { problem } from './json-answer'
import { readJsonBody } from './request-body'

export type Submission<T> = { ok: true; data: T } | { ok: false; response: Response }

export interface SubmissionRules<Schema extends z.ZodType> {
  maxBytes: number
  schema: Schema
  /** The 400's `error` when the schema rejects the body, e.g. 'Invalid feedback'. */
  invalidTitle: string
  /** Most schema issues listed in that 400; all when unset. */
  maxIssues?: number
}

/**
 * Body, JSON and schema checks of a write endpoint, each failure a 4xx problem. They run before the
 * rate limit, so a rejected request costs no point.
 */
export async function readJsonSubmission<Schema extends z.ZodType>(request: Request, rules: SubmissionRules<Schema>): Promise<Submission<z.output<Schema>>> {
  const body = await readJsonBody(request, rules.maxBytes)
  if (!body.ok) return { ok: false, response: problem(body.status, body.error) }

  let payload: unknown
  try {
    payload = JSON.parse(body.text)
  } catch {
    return { ok: false, response: problem(400, 'Request body is not valid JSON') }
  }

  const parsed = rules.schema.safeParse(payload)
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, rules.maxIssues).map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
    return { ok: false, response: problem(400, rules.invalidTitle, { issues }) }
  }
  return { ok: true, data: parsed.data }
}
