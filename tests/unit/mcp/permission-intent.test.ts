import { permissionIntent } from '@/lib/mcp/permission-intent'
import { answerRoutes } from '../../bench/score-questions'
import { call, connectedClient, sources } from './helpers'

describe('permission intent', () => {
  const records = sources.searchEngine().records
  const page = (url: string) => records.find((record) => record.url_without_anchor === url && record.type === 'lvl1')!

  it('weighs nothing for a question that does not ask for permissions', () => {
    expect(permissionIntent('delete a file from a bucket', sources.reference())).toBeUndefined()
  })

  it('favours the permission operations’ pages, in every SDK’s naming, and nothing else', () => {
    const weigh = permissionIntent('which permission does my service need to delete files', sources.reference())!
    expect(weigh(page('/docs/reference/nodejs/storage/bucket-allow'))).toBeGreaterThan(1)
    expect(weigh(page('/docs/reference/jvm/v0/storage/bucket-with'))).toBeGreaterThan(1)
    expect(weigh(page('/docs/reference/nodejs/storage/bucket-file-delete'))).toBe(1)
    expect(weigh(page('/docs/concepts/access-control'))).toBe(1)
  })

  it('hears a limit on what a service may do as a permission question, and not a value that was never set', () => {
    for (const query of ['read the stripe key but never write it', 'this service should only be able to read from the bucket', 'make the report service read-only on the bucket']) {
      expect(permissionIntent(query, sources.reference()), query).toBeDefined()
    }
    for (const query of ['get on a key that was never set', 'Cannot read properties of undefined after reading the file']) {
      expect(permissionIntent(query, sources.reference()), query).toBeUndefined()
    }
  })

  it('lets search_docs answer "what access must it declare" with the permission page, not the verb’s', async () => {
    const client = await connectedClient()
    const { text } = await call(client, 'search_docs', { query: 'kotlin code publishes order events to a topic, what access must it declare', sdk: 'jvm', version: 'v0' })
    expect(answerRoutes(text).slice(0, 2)).toEqual(['/reference/jvm/v0/topic/topic-with', '/reference/jvm/v0/topic/topic-publish'])
  })
})
