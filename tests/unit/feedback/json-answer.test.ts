import { jsonAnswer, problem, RETRY_AFTER_SECONDS, storeUnavailable } from '@/lib/feedback/json-answer'

describe('the write endpoints\u2019 answers', () => {
  it('are JSON that is never cached, with extra headers kept', async () => {
    const response = jsonAnswer(202, { ok: true }, { 'x-extra': '1' })
    expect(response.status).toBe(202)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(response.headers.get('x-extra')).toBe('1')
    expect(await response.text()).toBe('{"ok":true}')
  })

  it('put a problem\u2019s error first, then its extra members', async () => {
    const response = problem(400, 'Invalid feedback', { issues: [] })
    expect(await response.text()).toBe('{"error":"Invalid feedback","issues":[]}')
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('ask for a retry after a few seconds when the store fails', async () => {
    const response = storeUnavailable('Down')
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS))
    expect(RETRY_AFTER_SECONDS).toBe(5)
    expect(await response.json()).toEqual({ error: 'Down' })
  })
})
