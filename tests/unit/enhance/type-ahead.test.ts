import { describe, expect, it } from 'vitest'
import { typeAheadMatch } from '@/lib/enhance/type-ahead'

const VERSIONS = ['v1 Latest', 'v0']
const NAMES = ['Apple', 'Banana', 'Blueberry', 'Cherry']

describe('typeAheadMatch', () => {
  it('finds the first label starting with what was typed, case aside', () => {
    expect(typeAheadMatch(NAMES, -1, 'b')).toBe(1)
    expect(typeAheadMatch(NAMES, -1, 'BL')).toBe(2)
    expect(typeAheadMatch(VERSIONS, 0, 'v0')).toBe(1)
    expect(typeAheadMatch(VERSIONS, 1, 'v1')).toBe(0)
  })

  it('steps through the labels that start with one letter typed again and again, wrapping round', () => {
    expect(typeAheadMatch(NAMES, 1, 'b')).toBe(2)
    expect(typeAheadMatch(NAMES, 2, 'bb')).toBe(1)
    expect(typeAheadMatch(VERSIONS, 0, 'vv')).toBe(1)
    expect(typeAheadMatch(VERSIONS, 1, 'vvv')).toBe(0)
  })

  it('keeps the current label while a longer search still matches it', () => {
    expect(typeAheadMatch(NAMES, 2, 'blu')).toBe(2)
  })

  it('finds nothing when no label starts with the search', () => {
    expect(typeAheadMatch(NAMES, 0, 'z')).toBeUndefined()
    expect(typeAheadMatch(VERSIONS, 0, 'v2')).toBeUndefined()
    expect(typeAheadMatch([], -1, 'a')).toBeUndefined()
  })
})
