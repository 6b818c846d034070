import { expect, type Locator } from '@playwright/test'

/**
 * A copy button's label and its icon (drawn by CSS: the `::before` mask), read in one go: 'Copied!'
 * lasts a second, which a loaded machine can spend between two separate reads.
 */
export function copyButtonState(button: Locator) {
  return button.evaluate((element) => ({ label: element.textContent, icon: getComputedStyle(element, '::before').maskImage }))
}

/** Passes once the button shows 'Copied!' together with a drawn icon other than `copyMark` (the tick). */
export function expectTickWhileCopied(button: Locator, copyMark: string) {
  return expect
    .poll(async () => {
      const { label, icon } = await copyButtonState(button)
      return label === 'Copied!' ? { label, tick: icon.includes('data:image/svg+xml') && icon !== copyMark } : 'Copied! not shown yet'
    })
    .toEqual({ label: 'Copied!', tick: true })
}
