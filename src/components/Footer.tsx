import { SiteLink as Link } from '@/components/SiteLink'
import type { ReactNode } from 'react'
import type { NavLink } from '@/lib/navigation/types'
import { siteConfig } from '@/site.config'
import { ArrowLeftIcon, ArrowRightIcon, ChatIcon, GitHubIcon, PencilIcon, VideoIcon, XIcon } from './icons'

interface FooterProps {
  editHref?: string
  previous?: NavLink
  next?: NavLink
  /** The feedback widget goes here. */
  feedback?: ReactNode
}

const SOCIAL = [
  { href: siteConfig.social.x, label: 'Follow Nitric on X', Icon: XIcon },
  { href: siteConfig.social.github, label: 'Nitric on GitHub', Icon: GitHubIcon },
  { href: siteConfig.social.chat, label: 'Join the Nitric Discord server', Icon: ChatIcon },
  { href: siteConfig.social.youtube, label: 'Nitric videos on YouTube', Icon: VideoIcon },
]

function PageLink({ link, direction }: { link: NavLink; direction: 'previous' | 'next' }) {
  const isNext = direction === 'next'
  return (
    <Link
      href={link.href}
      rel={isNext ? 'next' : 'prev'}
      className={isNext ? 'page-link page-link-next' : 'page-link'}
    >
      <span className="page-link-label">{isNext ? 'Next' : 'Previous'}</span>
      <span className="page-link-title">
        {!isNext && <ArrowLeftIcon />}
        {link.title}
        {isNext && <ArrowRightIcon />}
      </span>
    </Link>
  )
}

export function Footer({ editHref, previous, next, feedback }: FooterProps) {
  return (
    <footer className="page-footer">
      {feedback}
      <div className="page-footer-links">
        {editHref && (
          <a href={editHref} className="edit-link">
            <PencilIcon />
            Edit this page on GitHub
          </a>
        )}
        {(previous || next) && (
          <nav aria-label="Previous and next pages" className="page-links">
            <div>{previous && <PageLink link={previous} direction="previous" />}</div>
            <div>{next && <PageLink link={next} direction="next" />}</div>
          </nav>
        )}
      </div>
      <div className="footer-bar">
        {/* Separate text nodes, as React writes them: one string is shaped as one run, which moves the line's glyphs by a fraction of a pixel. */}
        <p>
          &copy; Copyright {new Date().getFullYear()} {siteConfig.name}. All rights reserved.
        </p>
        <ul role="list" className="footer-nav">
          <li>
            <Link href="/contributions">Contributions</Link>
          </li>
          <li>
            <Link href="/support">Support</Link>
          </li>
        </ul>
        <ul role="list" className="footer-social">
          {SOCIAL.map(({ href, label, Icon }) => (
            <li key={href}>
              <a href={href} aria-label={label} className="footer-icon-link">
                <Icon />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  )
}
