import { requestCopy } from './copied-feedback'
import { closestToTarget } from './event-target'

/** Marks the 'Copy page as Markdown' button (src/components/CopyPageButton.tsx); its value is the address of the page's Markdown. */
export const COPY_PAGE_ATTRIBUTE = 'data-copy-page'
export const COPY_PAGE_LABEL = 'Copy page as Markdown'

/**
 * One set of listeners for the page's 'Copy page as Markdown' button, from the head's inline script
 * (src/inline-scripts/copy-page.ts). The Markdown is fetched when the pointer or focus reaches the
 * button, so the click itself copies at once; a failed fetch is not kept, and the next attempt asks
 * again. The copying and 'Copied!' are installCopiedFeedback's.
 */
export function installPageCopy(doc: Document, signal?: AbortSignal): void {
  const texts = new Map<string, Promise<string>>()

  function load(href: string): Promise<string> {
    let text = texts.get(href)
    if (!text) {
      text = fetch(href).then((response) => {
        if (!response.ok) throw new Error(`${href} answered ${response.status}`)
        return response.text()
      })
      texts.set(href, text)
      text.catch(() => texts.delete(href))
    }
    return text
  }

  const buttonAt = (event: Event) => closestToTarget(event, `[${COPY_PAGE_ATTRIBUTE}]`)

  function preload(event: Event) {
    const href = buttonAt(event)?.getAttribute(COPY_PAGE_ATTRIBUTE)
    if (href) load(href).catch(() => {})
  }

  doc.addEventListener(
    'click',
    async (event) => {
      const button = buttonAt(event)
      const href = button?.getAttribute(COPY_PAGE_ATTRIBUTE)
      if (!href) return
      try {
        requestCopy(button!, await load(href))
      } catch (error) {
        console.warn(`Copying the page as Markdown is not possible: ${(error as Error).message}`)
      }
    },
    { signal },
  )
  doc.addEventListener('pointerover', preload, { signal })
  doc.addEventListener('focusin', preload, { signal })
}
