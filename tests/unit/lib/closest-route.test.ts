import { describe, expect, it } from 'vitest'
import { closestRoute } from '@/lib/closest-route'

const ROUTES = ['/', '/apis', '/storage', '/schedules', '/reference/go', '/reference/go/storage/bucket-list-files', '/reference/go/storage/bucket-read', '/reference/go/topic/topic-publish', '/guides', '/guides/nodejs', '/guides/nodejs/fastify', '/guides/nodejs/expressjs']

describe('closestRoute', () => {
  it.each([
    ['/reference/go/storage/bucket-listfile', '/reference/go/storage/bucket-list-files'],
    ['/reference/go/storage/bucket-reed', '/reference/go/storage/bucket-read'],
    ['/storge', '/storage'],
    ['/Storage', '/storage'],
    ['/schedule', '/schedules'],
    ['/apis/nothing-like-it', '/apis'],
    ['/guides/nodejs/express', '/guides/nodejs/expressjs'],
    ['/guides/nodejs/a-guide-we-never-wrote', '/guides/nodejs'],
    ['/reference/go/queues/queue-send', '/reference/go'],
    ['/completely/unrelated/path', '/'],
    ['/', '/'],
  ])('%s → %s', (path, expected) => {
    expect(closestRoute(path, ROUTES)).toBe(expected)
  })
})
