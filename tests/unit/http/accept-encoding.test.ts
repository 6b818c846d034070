import { describe, expect, it } from 'vitest'
import { pickEncoding } from '@/lib/http/accept-encoding'

describe('pickEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['*', 'br'],
    ['deflate', 'identity'],
    ['identity;q=0', undefined],
    ['br;q=0, gzip;q=0, identity;q=0', undefined],
  ])('%j → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected)
  })
})
