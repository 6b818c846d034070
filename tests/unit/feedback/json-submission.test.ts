import { z } from 'zod'
import { readJsonSubmission } from '@/lib/feedback/json-submission'

const schema = z.object({ a: z.string(), b: z.string(), c: z.string() })
const rules = { maxBytes: 64, schema, invalidTitle: 'Invalid thing' }

const post = (body: string, contentType = 'application/json') =>
  new Request('http://127.0.0.1/docs/api/thing', { method: 'POST', headers: { 'content-type': contentType }, body })

async function refusal(result: Awaited<ReturnType<typeof readJsonSubmission>>) {
  if (result.ok) throw new Error('expected a refusal')
  return { status: result.response.status, body: await result.response.json(), cache: result.response.headers.get('cache-control') }
}

describe('readJsonSubmission', () => {
  it('gives the parsed data of a valid body', async () => {
    expect(await readJsonSubmission(post('{"a":"1","b":"2","c":"3"}'), rules)).toEqual({ ok: true, data: { a: '1', b: '2', c: '3' } })
  })

  it('refuses a body that is not JSON-like, too large or not JSON, before the schema', async () => {
    expect(await refusal(await readJsonSubmission(post('{}', 'text/html'), rules))).toEqual({
      status: 415,
      body: { error: 'Content-Type must be application/json or text/plain' },
      cache: 'no-store',
    })
    expect((await refusal(await readJsonSubmission(post('x'.repeat(65)), rules))).body).toEqual({ error: 'Request body is larger than 64 bytes' })
    expect(await refusal(await readJsonSubmission(post('{"a":'), rules))).toMatchObject({ status: 400, body: { error: 'Request body is not valid JSON' } })
  })

  it('lists every schema issue under the endpoint\u2019s title, or the first maxIssues', async () => {
    const all = await refusal(await readJsonSubmission(post('{}'), rules))
    expect(all.status).toBe(400)
    expect(all.body.error).toBe('Invalid thing')
    expect(all.body.issues.map((issue: { path: string }) => issue.path)).toEqual(['a', 'b', 'c'])
    const capped = await refusal(await readJsonSubmission(post('{}'), { ...rules, maxIssues: 2 }))
    expect(capped.body.issues).toHaveLength(2)
    expect(capped.body.issues[0]).toEqual({ path: 'a', message: expect.any(String) })
  })
})
