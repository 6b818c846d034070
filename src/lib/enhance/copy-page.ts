import { copyWithFeedback } from './copied-feedback'
import { closestToTarget } from './event-target'

/** Marks the 'Copy page as Markdown' button (src/components/CopyPageButton.tsx); its value is the address of the page's Markdown. */
export const COPY_PAGE_ATTRIBUTE = 'data-copy-page'
export const COPY_PAGE_LABEL = 'Copy page as Markdown'

/**
 * One set of listeners for the page's 'Copy page as Markdown' button. The Markdown is fetched when
 * the pointer or focus reaches the button, so the click itself copies at once; a failed fetch is
 * not kept, and the next attempt asks again.
 */
export function installPageCopy(doc: Document): () => void {
  const view = doc.defaultView!
  const copy = copyWithFeedback(doc)
  const texts = new Map<string, Promise<string>>()

  function load(href: string): Promise<string> {
    let text = texts.get(href)
    if (!text) {
      text = view.fetch(href).then((response) => {
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

  async function onClick(event: MouseEvent) {
    const button = buttonAt(event)
    const href = button?.getAttribute(COPY_PAGE_ATTRIBUTE)
    if (!button || !href) return
    let text: string
    try {
      text = await load(href)
    } catch (error) {
      console.warn(`Copying the page as Markdown is not possible: ${(error as Error).message}`)
      return
    }
    await copy(button, text, COPY_PAGE_LABEL)
  }

  doc.addEventListener('click', onClick)
  doc.addEventListener('pointerover', preload)
  doc.addEventListener('focusin', preload)
  return () => {
    doc.removeEventListener('click', onClick)
    doc.removeEventListener('pointerover', preload)
    doc.removeEventListener('focusin', preload)
  }
}
