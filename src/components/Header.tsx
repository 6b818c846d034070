import { SiteLink as Link } from '@/components/SiteLink'
import { siteConfig } from '@/site.config'
import { ChatIcon, GitHubIcon, StarIcon } from './icons'
import { Logo } from './Logo'
import { MobileNavigation } from './MobileNavigation'
import { SearchButton } from './SearchButton'
import { ThemeToggle } from './ThemeToggle'

/** The skip link's target: the bar comes after the article in the HTML, so a keyboard reaches the menus through it. */
export const SITE_HEADER_ID = 'site-menu'

/** The top bar. Without `mobileNavigation` the page has no sidebar: the bar spans the window and shows the logo at every width. */
export function Header({ mobileNavigation = false }: { mobileNavigation?: boolean }) {
  const sidebar = mobileNavigation
  return (
    <header id={SITE_HEADER_ID} tabIndex={-1} className={sidebar ? 'site-header lg:left-72 xl:left-80' : 'site-header'}>
      <div className={sidebar ? 'flex items-center gap-3 lg:hidden' : 'flex items-center gap-3'}>
        {sidebar && (
          <div className="contents">
            <MobileNavigation />
          </div>
        )}
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
        <div className="flex items-center gap-2">
          <a
            href={siteConfig.repository}
            className="star-link"
          >
            <StarIcon className="size-4" />
            Star on GitHub
          </a>
          <a href={siteConfig.chat} className="icon-button" aria-label="Chat with the community on Discord">
            <ChatIcon />
          </a>
          <a href={siteConfig.repository} className="icon-button" aria-label="Source code on GitHub">
            <GitHubIcon />
          </a>
          <ThemeToggle />
        </div>
      </div>
    </header>
  )
}
