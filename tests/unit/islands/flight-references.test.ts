import { describe, expect, it } from 'vitest'
import { parseReference, resolvePath } from '@/lib/islands/flight-references'

describe('references between Flight rows', () => {
  it('read the row a string points at, a type letter before the id never taken for a hex digit', () => {
    expect(parseReference('$bc')).toEqual({ id: 'bc' })
    expect(parseReference('$a9')).toEqual({ id: 'a9' })
    expect(parseReference('$Lbc')).toEqual({ id: 'bc' })
    expect(parseReference('$@1f')).toEqual({ id: '1f' })
    expect(parseReference('$Q2a')).toEqual({ id: '2a' })
    expect(parseReference('$22:props:children:1')).toEqual({ id: '22', path: ['props', 'children', '1'] })
  })

  it('take no other string for one', () => {
    for (const text of ['$$bc', '$undefined', '$Sreact.fragment', '$D2026-11-23T02:17:37.000Z', 'plain', '$', '$-0', '$Infinity']) expect(parseReference(text), text).toBeUndefined()
  })

  it('follow a path through whole-row references and into elements by props, as React’s client does', () => {
    const values = new Map<string, unknown>([
      ['0', ['$', 'main', null, { children: ['$1', ['$', 'p', null, { children: 'text' }]] }]],
      ['1', ['$', 'svg', null, { children: ['$', 'path', null, { d: 'M0' }] }]],
    ])
    expect(resolvePath(values, '0', ['props', 'children', '1', 'props', 'children'])).toBe('text')
    expect(resolvePath(values, '0', ['props', 'children', '0', 'props', 'children', 'props', 'd'])).toBe('M0')
    expect(resolvePath(values, '0', ['props', 'children', '5'])).toBeUndefined()
  })
})
