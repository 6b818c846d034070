import { SiteLink as Link } from '@/components/SiteLink'
import { ClosestPage } from '@/components/ClosestPage'
import { DocsShell } from '@/components/DocsShell'
import { SearchButton } from '@/components/SearchButton'
import { navigationFor } from '@/lib/navigation'

export const metadata = { title: 'Page not found' }

/** A way into each part of the docs: the main menu's groups, each by its first page. */
function sections() {
  return navigationFor('/').groups.flatMap((group) => (group.title && group.links[0] ? [{ title: group.title, href: group.links[0].href }] : []))
}

/**
 * Without the sidebar: this page is also the not-found fallback every page's React payload carries
 * for client-side navigation, so the whole menu here would weigh on every page. For the same reason
 * its words and links are static islands, which the front door cuts from every page's payload.
 */
export default function NotFound() {
  return (
    <DocsShell route="/404" feedback={false}>
      <div className="mx-auto max-w-xl py-16 text-center">
        <div>
          <p className="text-sm font-semibold text-brand-700 dark:text-brand-300">404</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-zinc-900 dark:text-white">Page not found</h1>
          <p className="mt-4 text-zinc-600 dark:text-zinc-400">
            This page does not exist, or it has moved. Search the docs for what you were looking for, or start again from the home page.
          </p>
        </div>
        <ClosestPage />
        <div className="mt-8 flex w-full justify-center [&>button]:flex">
          <SearchButton />
        </div>
        <div>
          <Link href="/" className="mt-4 inline-block font-medium text-brand-700 hover:underline dark:text-brand-300">
            Back to the documentation home
          </Link>
          <nav aria-label="Sections" className="mt-10">
            <ul role="list" className="flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm">
              {sections().map((section) => (
                <li key={section.href}>
                  <Link href={section.href} className="text-zinc-700 hover:text-brand-700 hover:underline dark:text-zinc-300 dark:hover:text-brand-300">
                    {section.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </DocsShell>
  )
}
