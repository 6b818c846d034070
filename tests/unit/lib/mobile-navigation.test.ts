// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { initMobileNavigation, NAV_MENU_COPY_ATTRIBUTE, NAV_PANEL_ID, NAV_TOGGLE_ATTRIBUTE } from '@/lib/mobile-navigation'

/** jsdom has no modal dialogs: the two calls the behaviour makes, as the browser's change `open`. */
function modalDialogs(dialog: HTMLDialogElement) {
  dialog.showModal = () => dialog.setAttribute('open', '')
  dialog.close = () => {
    dialog.removeAttribute('open')
    dialog.dispatchEvent(new Event('close'))
  }
  Object.defineProperty(dialog, 'open', { get: () => dialog.hasAttribute('open'), configurable: true })
}

beforeAll(() => {
  initMobileNavigation(window)
  // jsdom cannot follow links; the behaviour only needs to see the click.
  document.addEventListener('click', (event) => event.preventDefault())
})

afterEach(() => {
  document.body.innerHTML = ''
})

function page() {
  document.body.innerHTML = `
    <button id="toggle" ${NAV_TOGGLE_ATTRIBUTE}><svg><path id="icon" /></svg></button>
    <aside data-site-menu><a id="side-link" href="/docs/apis">APIs</a></aside>
    <dialog id="${NAV_PANEL_ID}"><div id="inside"><button id="close" ${NAV_TOGGLE_ATTRIBUTE}>x</button><div ${NAV_MENU_COPY_ATTRIBUTE}></div></div></dialog>`
  const dialog = document.getElementById(NAV_PANEL_ID) as HTMLDialogElement
  modalDialogs(dialog)
  const click = (element: Element) => element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
  return { dialog, click, byId: (id: string) => document.getElementById(id)! }
}

describe('the navigation panel of narrow screens', () => {
  it('opens from the toggle with a copy of the side menu, and closes from the toggle in it', () => {
    const { dialog, click, byId } = page()
    click(byId('icon'))
    expect(dialog.open).toBe(true)
    expect(dialog.querySelector(`[${NAV_MENU_COPY_ATTRIBUTE}] a`)?.getAttribute('href')).toBe('/docs/apis')
    click(byId('close'))
    expect(dialog.open).toBe(false)
  })

  it('closes when a link in it is followed, when the backdrop is clicked, and on a move through history', () => {
    const { dialog, click, byId } = page()
    click(byId('toggle'))
    click(dialog.querySelector(`[${NAV_MENU_COPY_ATTRIBUTE}] a`)!)
    expect(dialog.open).toBe(false)
    click(byId('toggle'))
    click(byId('inside'))
    expect(dialog.open).toBe(true)
    click(dialog)
    expect(dialog.open).toBe(false)
    click(byId('toggle'))
    window.dispatchEvent(new PopStateEvent('popstate'))
    expect(dialog.open).toBe(false)
  })

  it('keeps Tab inside the open panel, both ways', () => {
    const { dialog, click, byId } = page()
    click(byId('toggle'))
    const stops = [...dialog.querySelectorAll<HTMLElement>('a[href],button')]
    stops.at(-1)!.focus()
    const tab = (shiftKey: boolean) => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true }))
    expect(tab(false)).toBe(false)
    expect(document.activeElement).toBe(stops[0])
    expect(tab(true)).toBe(false)
    expect(document.activeElement).toBe(stops.at(-1))
  })

  it('leaves clicks elsewhere alone', () => {
    const { dialog, click, byId } = page()
    click(byId('side-link'))
    expect(dialog.open).toBe(false)
  })
})
