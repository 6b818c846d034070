import { SiteLink as Link } from '@/components/SiteLink'
import type { ReactNode } from 'react'
import type { DocHeading } from '@/lib/content/loader'
import { SITE_MENU_ATTRIBUTE } from '@/lib/mobile-navigation'
import type { PageNavigation } from '@/lib/navigation'
import { FeedbackWidget } from './feedback/FeedbackWidget'
import { Footer } from './Footer'
import { Header, SITE_HEADER_ID } from './Header'
import { Logo } from './Logo'
import { Navigation } from './Navigation'
import { TableOfContents } from './TableOfContents'

interface DocsShellProps {
  route: string
  /** The sidebar's menu; a page without one (the 404 page) gets the header and content alone. */
  navigation?: PageNavigation
  headings?: DocHeading[]
  editHref?: string
  /** The footer's feedback widget; off where there is no page to give feedback on (the 404 page). */
  feedback?: boolean
  children: ReactNode
}

/** The one layout every page uses: content and footer, then the fixed header and (on large screens) the fixed sidebar. */
export function DocsShell({ route, navigation, headings = [], editHref, feedback = true, children }: DocsShellProps) {
  const sections = headings.filter((heading) => heading.depth === 2)
  const onThisPage = headings.length > 1
  return (
    <div className={navigation ? 'has-sidebar' : undefined}>
      {/* The article comes first in the HTML, so an agent or a reader without styles meets it before the menus; the
          header and the sidebar are fixed, so the order changes nothing on screen. The link lets a keyboard reach them at once. */}
      <a href={`#${SITE_HEADER_ID}`} className="skip-link">
        Skip to menu
      </a>
      <div className="page-frame">
        {/* With an 'On this page' column, a grid reserves it: the article has its final width before the column's HTML arrives. */}
        <div className={onThisPage ? 'page-columns page-columns-toc' : 'page-columns'}>
          <main id="content" className="page-main">
            {children}
          </main>
          {onThisPage && (
            <div className="toc-column">
              <div className="toc-sticky">
                <TableOfContents headings={headings} />
              </div>
            </div>
          )}
        </div>
        {/* Keyed by page: where the framework moves between pages (PAGE_TRANSFORM=off), each page gets a fresh widget. */}
        <Footer editHref={editHref} previous={navigation?.previous} next={navigation?.next} feedback={feedback ? <FeedbackWidget key={route} /> : undefined} />
      </div>
      <Header mobileNavigation={Boolean(navigation)} />
      {navigation && (
        <aside className="sidebar">
          <div className="sidebar-logo">
            <Link href="/" aria-label="Nitric Docs home">
              <Logo />
            </Link>
          </div>
          <div {...{ [SITE_MENU_ATTRIBUTE]: '' }}>
            <Navigation navigation={navigation} route={route} sections={sections} />
          </div>
        </aside>
      )}
    </div>
  )
}
