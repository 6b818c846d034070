import { SiteLink as Link } from '@/components/SiteLink'
import { siteConfig } from '@/site.config'
import { ChatIcon, GitHubIcon, StarIcon } from './icons'
import { Logo } from './Logo'
import { MobileNavigation } from './MobileNavigation'
import { SearchButton } from './SearchButton'
import { ThemeToggle } from './ThemeToggle'

/** The skip link's target: the bar comes after the article in the HTML, so a keyboard reaches the menus through it. */
export const SITE_HEADER_ID = 'site-menu'

/**
 * The top bar. Without `mobileNavigation` the page has no sidebar: the bar spans the window and shows
 * the logo at every width. With it, the shell's `.has-sidebar` (src/components/DocsShell.tsx) starts
 * the bar beside the sidebar and leaves the logo to the sidebar on wide screens.
 */
export function Header({ mobileNavigation = false }: { mobileNavigation?: boolean }) {
  return (
    <header id={SITE_HEADER_ID} tabIndex={-1} className="site-header">
      <div className="header-start">
        {mobileNavigation && <MobileNavigation />}
        <Link href="/" aria-label="Nitric Docs home">
          <Logo />
        </Link>
      </div>
      <div className="header-search">
        <SearchButton />
      </div>
      <div className="header-end">
        <div className="header-search-compact">
          <SearchButton compact />
        </div>
        <a href={siteConfig.repository} className="star-link">
          <StarIcon />
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
    </header>
  )
}
