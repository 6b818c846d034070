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
      className={isNext ? 'group page-link items-end text-right' : 'group page-link'}
    >
      <span className="text-xs text-zinc-600 dark:text-zinc-400">{isNext ? 'Next' : 'Previous'}</span>
      <span className="page-link-title">
        {!isNext && <ArrowLeftIcon className="size-4" />}
        {link.title}
        {isNext && <ArrowRightIcon className="size-4" />}
      </span>
    </Link>
  )
}

export function Footer({ editHref, previous, next, feedback }: FooterProps) {
  return (
    <footer className="mx-auto mt-16 w-full max-w-3xl space-y-10 pb-10 lg:max-w-5xl">
      {feedback && <div data-feedback-slot>{feedback}</div>}
      <div className="space-y-10">
        {editHref && (
          <a href={editHref} className="inline-flex items-center gap-2 text-sm text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-white">
            <PencilIcon className="size-4" />
            Edit this page on GitHub
          </a>
        )}
        {(previous || next) && (
          <nav aria-label="Previous and next pages" className="grid grid-cols-2 gap-4 text-sm">
            <div>{previous && <PageLink link={previous} direction="previous" />}</div>
            <div>{next && <PageLink link={next} direction="next" />}</div>
          </nav>
        )}
      </div>
      <div>
        <div className="flex flex-col items-center justify-between gap-5 border-t border-zinc-900/10 pt-8 text-sm sm:flex-row dark:border-white/10">
          <p className="text-zinc-600 dark:text-zinc-400">
            &copy; Copyright {new Date().getFullYear()} {siteConfig.name}. All rights reserved.
          </p>
          <ul role="list" className="flex gap-4 text-zinc-600 dark:text-zinc-400">
            <li>
              <Link href="/contributions" className="hover:text-zinc-900 dark:hover:text-white">Contributions</Link>
            </li>
            <li>
              <Link href="/support" className="hover:text-zinc-900 dark:hover:text-white">Support</Link>
            </li>
          </ul>
          <ul role="list" className="flex gap-3">
            {SOCIAL.map(({ href, label, Icon }) => (
              <li key={href}>
                <a href={href} aria-label={label} className="footer-icon-link">
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  )
}
