import type { DocHeading } from '@/lib/content/loader'
import { PAGE_SECTIONS_ATTRIBUTE } from '@/lib/page-sections'

/** 'On this page': the page's second- and third-level sections, for wide screens. */
export function TableOfContents({ headings }: { headings: DocHeading[] }) {
  const entries = headings.filter((heading) => heading.depth <= 3)
  if (entries.length < 2) return null
  return (
    <nav aria-labelledby="on-this-page" className="toc">
      <h2 id="on-this-page" className="toc-heading">
        On this page
      </h2>
      <ul role="list" className="toc-list" {...{ [PAGE_SECTIONS_ATTRIBUTE]: '' }}>
        {entries.map((heading) => (
          <li key={heading.id} className={heading.depth === 3 ? 'pl-3' : undefined}>
            <a
              href={`#${heading.id}`}
              className="toc-link"
            >
              {heading.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
