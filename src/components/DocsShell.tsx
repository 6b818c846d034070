import { SiteLink as Link } from '@/components/SiteLink'
import type { ReactNode } from 'react'
import type { DocHeading } from '@/lib/content/loader'
import { ISLANDS } from '@/lib/islands/names'
import type { PageNavigation } from '@/lib/navigation'
import { FeedbackWidget } from './feedback/FeedbackWidget'
import { Footer } from './Footer'
import { Header } from './Header'
import { Logo } from './Logo'
import { Navigation } from './Navigation'
import { PageBehaviours } from './PageBehaviours'
import { SectionTracker } from './SectionTracker'
import { StaticIsland } from './StaticIsland'
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

/** The one layout every page uses: fixed sidebar on large screens, header, content, footer. */
export function DocsShell({ route, navigation, headings = [], editHref, feedback = true, children }: DocsShellProps) {
  const sections = headings.filter((heading) => heading.depth === 2)
  const onThisPage = headings.length > 1
  return (
    <div className={navigation ? 'lg:ml-72 xl:ml-80' : undefined}>
      <a href="#content" className="skip-link">
        Skip to content
      </a>
      {navigation && (
        <aside className="sidebar">
          <div className="flex h-10 items-center">
            <Link href="/" aria-label="Nitric Docs home">
              <Logo />
            </Link>
          </div>
          <StaticIsland staticIsland={ISLANDS.menu} className="mt-8">
            <Navigation navigation={navigation} route={route} sections={sections} />
          </StaticIsland>
        </aside>
      )}
      <Header mobileNavigation={Boolean(navigation)} />
      <div className="page-frame">
        {/* With an 'On this page' column, a grid reserves it: the article has its final width before the column's HTML arrives. */}
        <div className={onThisPage ? 'page-columns page-columns-toc' : 'page-columns'}>
          <main id="content" className="min-w-0 flex-1 py-10 sm:py-14">
            {children}
          </main>
          {onThisPage && (
            <div className="toc-column">
              <div className="toc-sticky">
                <StaticIsland staticIsland={ISLANDS.toc}>
                  <TableOfContents headings={headings} />
                </StaticIsland>
              </div>
            </div>
          )}
        </div>
        {/* Keyed by page: where the framework moves between pages (PAGE_TRANSFORM=off), each page gets a fresh widget. */}
        <Footer editHref={editHref} previous={navigation?.previous} next={navigation?.next} feedback={feedback ? <FeedbackWidget key={route} /> : undefined} />
      </div>
      {headings.length > 0 && <SectionTracker route={route} />}
      <PageBehaviours route={route} />
    </div>
  )
}
