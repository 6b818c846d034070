import { COPY_PAGE_ATTRIBUTE, COPY_PAGE_LABEL } from '@/lib/enhance/copy-page'

/**
 * Copies the page's Markdown (served at `href`, the page's address + `.md`). Server-rendered: the
 * page's behaviours make it work (src/lib/enhance/copy-page.ts), so it needs no hydration.
 */
export function CopyPageButton({ href }: { href: string }) {
  return (
    <button type="button" {...{ [COPY_PAGE_ATTRIBUTE]: href }} className="copy-page-button">
      {/* The head's copy listener may have put 'Copied!' here before hydration: React is to leave the text, not rebuild the block. */}
      <span aria-live="polite" suppressHydrationWarning>
        {COPY_PAGE_LABEL}
      </span>
    </button>
  )
}
