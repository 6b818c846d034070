import { describe, expect, it } from 'vitest'
import { buildRecords } from '@/lib/search/build-records'

describe('unlisted pages', () => {
  it('are not indexed', () => {
    const page = (route: string, unlisted: boolean) => ({ route, title: route, description: 'd', unlisted, blocks: [{ kind: 'text' as const, text: 'words here' }] })
    const urls = buildRecords([page('/shown', false), page('/writers', true)]).map((record) => record.url)
    expect(urls.some((url) => url.startsWith('/docs/shown'))).toBe(true)
    expect(urls.some((url) => url.startsWith('/docs/writers'))).toBe(false)
  })
})
