// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { VersionSelect } from '@/components/VersionSelect'

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }))

const props = {
  sdkLabel: 'Node.js',
  current: 'v1',
  options: [
    { version: 'v1', href: '/docs/reference/nodejs', latest: true },
    { version: 'v0', href: '/docs/reference/nodejs/v0', latest: false },
  ],
}

/** What a screen reader is told about the control: its role, value text and every ARIA attribute (name, states). */
function announced(element: HTMLElement) {
  const aria = Object.fromEntries([...element.attributes].filter(({ name }) => name.startsWith('aria-')).map(({ name, value }) => [name, value]))
  return { role: element.getAttribute('role'), value: element.textContent, ...aria }
}

/** The one combobox with the selector's accessible name (computed as assistive technology does) in the given state. */
const combobox = (expanded: boolean) => screen.getByRole('combobox', { name: 'Node.js version', expanded })

/** Radix's trigger marks itself with data-state; the look-alike does not. */
const loadedTrigger = () => document.querySelector<HTMLElement>('[role="combobox"][data-state]')

beforeAll(() => {
  // Radix select calls these when it opens; jsdom has no layout.
  Element.prototype.scrollIntoView ??= () => {}
  Element.prototype.hasPointerCapture ??= () => false
})

describe('the version selector', () => {
  it('presents the same combobox before and after the Radix select loads', async () => {
    render(<VersionSelect {...props} />)
    const lookAlike = combobox(false)
    expect(loadedTrigger()).toBeNull()
    const before = announced(lookAlike)
    expect(before).toEqual({ role: 'combobox', value: 'v1', 'aria-label': 'Node.js version', 'aria-expanded': 'false', 'aria-autocomplete': 'none' })

    fireEvent.pointerEnter(lookAlike)
    await waitFor(() => expect(loadedTrigger()).not.toBeNull())
    expect(combobox(false)).toBe(loadedTrigger())
    expect(announced(loadedTrigger()!)).toEqual(before)
  })

  it('keeps focus on the control when focusing it loads the Radix select', async () => {
    render(<VersionSelect {...props} />)
    act(() => combobox(false).focus())
    await waitFor(() => expect(loadedTrigger()).not.toBeNull())
    await waitFor(() => expect(loadedTrigger()).toHaveFocus())
  })

  for (const key of ['Enter', ' ', 'ArrowDown']) {
    it(`opens on ${JSON.stringify(key)} pressed before it has loaded, and then reports itself expanded`, async () => {
      render(<VersionSelect {...props} />)
      fireEvent.keyDown(combobox(false), { key })
      const listbox = await screen.findByRole('listbox')
      // Radix hides everything but the open listbox from assistive technology, its trigger included.
      expect(screen.getByRole('combobox', { name: 'Node.js version', expanded: true, hidden: true })).toBe(loadedTrigger())
      expect(loadedTrigger()).toHaveAttribute('aria-controls', listbox.id)
      expect(screen.getAllByRole('option', { hidden: true }).map((option) => option.textContent)).toEqual(['v1 Latest', 'v0'])
      // Each option is named by all of its visible text, the Latest badge included.
      expect(screen.getByRole('option', { name: 'v1 Latest', selected: true })).toBeInTheDocument()
    })
  }
})
