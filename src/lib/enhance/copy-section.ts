import { markdownSection } from '@/lib/page-actions/markdown-section'
import { requestCopy } from './copied-feedback'
import { COPY_PAGE_ATTRIBUTE } from './copy-page'
import { closestToTarget } from './event-target'

/** Marks the 'Copy section as Markdown' button after a section heading (src/components/mdx/Heading.tsx). */
export const COPY_SECTION_ATTRIBUTE = 'data-copy-section'
export const COPY_SECTION_LABEL = 'Copy section as Markdown'

/**
 * One click listener for every heading's 'Copy section as Markdown' button, from the head's inline
 * script (src/inline-scripts/copy-section.ts): it fetches the page's Markdown (the address the
 * copy-page button names) when a reader asks, nothing before, and copies the section its heading
 * starts, found by the button's place among the page's section buttons. The copying and
 * 'Copied!' are installCopiedFeedback's; a failed fetch or a missing section is a console warning.
 */
export function installSectionCopy(doc: Document, signal?: AbortSignal): void {
  doc.addEventListener(
    'click',
    async (event) => {
      const button = closestToTarget(event, `[${COPY_SECTION_ATTRIBUTE}]`)
      if (!button) return
      // Every heading with an id has one, and the page's Markdown has those headings in the same order.
      const index = [...doc.querySelectorAll(`[${COPY_SECTION_ATTRIBUTE}]`)].indexOf(button)
      // The copy-page button is on every page that has an article.
      const response = await fetch(doc.querySelector(`[${COPY_PAGE_ATTRIBUTE}]`)!.getAttribute(COPY_PAGE_ATTRIBUTE)!).catch(() => undefined)
      const section = response?.ok ? markdownSection(await response.text(), index) : undefined
      if (section) requestCopy(button, section)
      else console.warn(`No Markdown for section ${index}`)
    },
    { signal },
  )
}
