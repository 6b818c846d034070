import { expect, type Locator } from '@playwright/test'

interface CopyButtonState {
  label: string | null
  icon: string
}

/**
 * A copy button's label and its icon, read in one go: 'Copied!' lasts a second, which a loaded
 * machine can spend between two separate reads. The icon is drawn by CSS, the `::before` mask: one
 * image holds every icon (src/lib/icons/icons-css.ts), and the mask's position picks the shape.
 */
export function copyButtonState(button: Locator): Promise<CopyButtonState> {
  return button.evaluate((element) => {
    const mask = getComputedStyle(element, '::before')
    return { label: element.textContent, icon: `${mask.maskImage} at ${mask.maskPosition}` }
  })
}

type Watched = Element & { __copiedState?: Promise<CopyButtonState> }

/**
 * Call before the click: the page itself records the button's label and icon at the moment it
 * shows 'Copied!' (a mutation observer, so no poll can fall between two reads and miss a moment
 * that lasts a second on a busy machine). The returned function waits for that record.
 */
export async function watchCopied(button: Locator): Promise<() => Promise<CopyButtonState>> {
  await button.evaluate((element: Watched) => {
    element.__copiedState = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (element.textContent !== 'Copied!') return
        observer.disconnect()
        const mask = getComputedStyle(element, '::before')
        resolve({ label: element.textContent, icon: `${mask.maskImage} at ${mask.maskPosition}` })
      })
      observer.observe(element, { subtree: true, childList: true, characterData: true, attributes: true })
    })
  })
  return () => button.evaluate((element: Watched) => element.__copiedState!)
}

/** Passes once the watched button has shown 'Copied!' together with a drawn icon other than `copyMark` (the tick). */
export async function expectTickWhileCopied(copied: () => Promise<CopyButtonState>, copyMark: string): Promise<void> {
  const { label, icon } = await copied()
  expect({ label, tick: icon.includes('data:image/svg+xml') && icon !== copyMark }).toEqual({ label: 'Copied!', tick: true })
}
