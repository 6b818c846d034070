import { SiteLink as Link } from '@/components/SiteLink'
import { ISLANDS } from '@/lib/islands/names'
import { siteConfig } from '@/site.config'
import { HeaderScrollFallback } from './HeaderScrollFallback'
import { ChatIcon, GitHubIcon, StarIcon } from './icons'
import { Logo } from './Logo'
import { MobileNavigation } from './MobileNavigation'
import { SearchButton } from './SearchButton'
import { StaticIsland } from './StaticIsland'
import { ThemeToggle } from './ThemeToggle'

const iconLink =
  'flex h-8 w-8 items-center justify-center rounded-md text-zinc-600 transition hover:bg-zinc-900/5 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-zinc-400 dark:hover:bg-white/5 dark:hover:text-white'

/** The top bar. Without `mobileNavigation` the page has no sidebar: the bar spans the window and shows the logo at every width. */
export function Header({ mobileNavigation = false }: { mobileNavigation?: boolean }) {
  const sidebar = mobileNavigation
  return (
    <header
      className={`site-header fixed inset-x-0 top-0 z-40 flex h-14 items-center justify-between gap-4 border-b border-zinc-900/10 px-4 backdrop-blur-sm sm:px-6 lg:px-8 dark:border-white/10 ${sidebar ? 'lg:left-72 xl:left-80' : ''}`}
    >
      <HeaderScrollFallback />
      <div className={`flex items-center gap-3 ${sidebar ? 'lg:hidden' : ''}`}>
        {sidebar && <MobileNavigation />}
        <Link href="/" aria-label="Nitric Docs home">
          <Logo />
        </Link>
      </div>
      <div className="hidden flex-1 md:block">
        <SearchButton />
      </div>
      <div className="flex items-center gap-2">
        <div className="md:hidden">
          <SearchButton compact />
        </div>
        <StaticIsland staticIsland={ISLANDS.headerLinks} className="flex items-center gap-2">
          <a
            href={siteConfig.repository}
            className="hidden items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium text-zinc-700 ring-1 ring-zinc-900/10 hover:bg-zinc-900/5 sm:flex dark:text-zinc-300 dark:ring-white/15 dark:hover:bg-white/5"
          >
            <StarIcon className="h-4 w-4" />
            Star on GitHub
          </a>
          <a href={siteConfig.chat} className={iconLink} aria-label="Chat with the community on Discord">
            <ChatIcon className="h-5 w-5" />
          </a>
          <a href={siteConfig.repository} className={iconLink} aria-label="Source code on GitHub">
            <GitHubIcon className="h-5 w-5" />
          </a>
        </StaticIsland>
        <ThemeToggle />
      </div>
    </header>
  )
}
