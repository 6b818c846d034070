import { expect, type Locator } from '@playwright/test'

/**
 * A copy button's label and its icon, read in one go: 'Copied!' lasts a second, which a loaded
 * machine can spend between two separate reads. The icon is drawn by CSS, the `::before` mask: one
 * image holds every icon (src/lib/icons/icons-css.ts), and the mask's position picks the shape.
 */
export function copyButtonState(button: Locator) {
  return button.evaluate((element) => {
    const mask = getComputedStyle(element, '::before')
    return { label: element.textContent, icon: `${mask.maskImage} at ${mask.maskPosition}` }
  })
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
