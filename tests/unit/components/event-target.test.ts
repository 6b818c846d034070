// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { closestToTarget } from '@/lib/enhance/event-target'

describe('the element an event reached', () => {
  it('is the closest match at or above the target, and none for a target that is not an element', () => {
    document.body.innerHTML = '<div data-group><button data-copy><span>Copy</span></button></div>'
    const seen: Array<Element | null> = []
    const listener = (event: Event) => seen.push(closestToTarget(event, '[data-copy]'))
    document.addEventListener('click', listener)
    document.addEventListener('custom', listener)
    document.querySelector('span')!.click()
    document.querySelector('[data-group]')!.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    document.dispatchEvent(new Event('custom'))
    document.removeEventListener('click', listener)
    document.removeEventListener('custom', listener)
    expect(seen).toEqual([document.querySelector('[data-copy]'), null, null])
  })
})
