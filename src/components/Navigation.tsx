import { SiteLink as Link } from '@/components/SiteLink'
import type { DocHeading } from '@/lib/content/loader'
import type { PageNavigation } from '@/lib/navigation'
import { isActive } from '@/lib/navigation/select-menu'
import { ArrowLeftIcon } from './icons'

interface NavigationProps {
  navigation: PageNavigation
  route: string
  /** The current page's sections, listed under its link. */
  sections: DocHeading[]
  className?: string
}

function Badge({ children }: { children: string }) {
  return (
    <span className="ml-2 rounded-full bg-zinc-100 px-1.5 py-0.5 text-[0.65rem] font-medium leading-none whitespace-nowrap text-zinc-700 ring-1 ring-zinc-900/10 dark:bg-zinc-800 dark:text-zinc-300 dark:ring-white/10">
      {children}
    </span>
  )
}

export function Navigation({ navigation, route, sections, className = '' }: NavigationProps) {
  return (
    <nav aria-label="Documentation" className={`text-sm ${className}`}>
      {navigation.back && (
        <Link
          href={navigation.back.href}
          className="mb-6 inline-flex items-center gap-2 font-medium text-zinc-700 hover:text-zinc-900 dark:text-zinc-300 dark:hover:text-white"
        >
          <ArrowLeftIcon className="h-4 w-4" />
          {navigation.back.title}
        </Link>
      )}
      <ul role="list" className="space-y-6">
        {navigation.groups.map((group, groupIndex) => (
          <li key={group.title ?? groupIndex} className={group.showDividerAbove ? 'border-t border-zinc-900/10 pt-6 dark:border-white/10' : ''}>
            {group.title && <h2 className="mb-2 text-xs font-semibold text-zinc-900 dark:text-white">{group.title}</h2>}
            <ul role="list" className="border-l border-zinc-900/10 dark:border-white/10">
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
                      <ul role="list" className="mb-1" data-page-sections>
                        {sections.map((section) => (
                          <li key={section.id}>
                            <Link
                              href={`${link.href === '/' ? '' : link.href}#${section.id}`}
                              data-section-link={section.id}
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
