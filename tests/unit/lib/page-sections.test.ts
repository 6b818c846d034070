import { describe, expect, it } from 'vitest'
import { sectionOf } from '@/lib/page-sections'

describe('the section a link points at', () => {
  it('is its fragment, decoded, or the fragment as written when it does not decode', () => {
    expect(sectionOf({ hash: '#declare-an-api' })).toBe('declare-an-api')
    expect(sectionOf({ hash: '#caf%C3%A9' })).toBe('café')
    expect(sectionOf({ hash: '#100%' })).toBe('100%')
    expect(sectionOf({ hash: '' })).toBe('')
  })
})
