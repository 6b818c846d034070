import { SiteLink as Link } from '@/components/SiteLink'
import type { DocHeading } from '@/lib/content/loader'
import { PAGE_SECTIONS_ATTRIBUTE } from '@/lib/page-sections'
import type { PageNavigation } from '@/lib/navigation'
import { isActive } from '@/lib/navigation/select-menu'
import { ArrowLeftIcon } from './icons'

interface NavigationProps {
  navigation: PageNavigation
  route: string
  /** The current page's sections, listed under its link. */
  sections: DocHeading[]
}

function Badge({ children }: { children: string }) {
  return (
    <span className="nav-badge">{children}</span>
  )
}

export function Navigation({ navigation, route, sections }: NavigationProps) {
  return (
    <nav aria-label="Documentation" className="site-nav">
      {navigation.back && (
        <Link
          href={navigation.back.href}
          className="nav-back-link"
        >
          <ArrowLeftIcon className="size-4" />
          {navigation.back.title}
        </Link>
      )}
      <ul role="list" className="nav-groups">
        {navigation.groups.map((group, groupIndex) => (
          <li key={group.title ?? groupIndex} className={group.showDividerAbove ? 'nav-divider' : undefined}>
            {group.title && <h2 className="nav-heading">{group.title}</h2>}
            <ul role="list" className="nav-list">
              {group.links.map((link) => {
                const active = isActive(link, route)
                return (
                  <li key={link.href}>
                    <Link
                      href={link.href}
                      aria-current={active ? 'page' : undefined}
                      className="nav-link"
                    >
                      {link.title}
                      {link.badge && <Badge>{link.badge}</Badge>}
                    </Link>
                    {active && sections.length > 0 && (
                      <ul role="list" className="nav-sections" {...{ [PAGE_SECTIONS_ATTRIBUTE]: '' }}>
                        {sections.map((section) => (
                          <li key={section.id}>
                            <Link
                              href={`${link.href === '/' ? '' : link.href}#${section.id}`}
                              className="nav-section-link"
                            >
                              {section.text}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                )
              })}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  )
}
