import { SiteLink as Link } from '@/components/SiteLink'
import type { ReactNode } from 'react'
import { Icon } from '../icons'

const CARD_ICONS = ['cog', 'document', 'user', 'users', 'chat', 'envelope'] as const
export type CardIcon = (typeof CARD_ICONS)[number]

/** Four quiet background patterns so neighbouring cards differ (`.card-pattern-N` in globals.css). */
const PATTERNS = 4

interface CardProps {
  href: string
  name: string
  description?: string
  icon?: CardIcon
  pattern?: number
  customIcon?: ReactNode
}

/**
 * A list of cards. List items, and a description that is a paragraph of its own, keep each card's
 * text apart from its neighbours' when the page is read as text (an agent converting the HTML) or
 * by a screen reader, as in the page's Markdown ("- [name](href): description").
 */
export function Cards({ children }: { children: ReactNode }) {
  return (
    // role="list": Safari drops the list semantics of a list styled without markers.
    <ul role="list" className="not-prose my-8 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {children}
    </ul>
  )
}

/** A link to a page, with an icon and a short description: one item of `Cards`. */
export function Card({ href, name, description, icon = 'document', pattern = 0, customIcon }: CardProps) {
  const patternClass = `card-pattern-${((Number(pattern) % PATTERNS) + PATTERNS) % PATTERNS}`
  const internal = href.startsWith('/')
  const content = (
    <>
      <span className="card-icon">
        {customIcon ?? <Icon name={`card-${CARD_ICONS.includes(icon) ? icon : 'document'}`} />}
      </span>
      <span className="card-title">{name}</span>
      {description && <p className="card-description">{description}</p>}
    </>
  )
  const className = `group card ${patternClass}`
  return (
    <li>
      {internal ? (
        <Link href={href} className={className} data-pattern={pattern}>
          {content}
        </Link>
      ) : (
        <a href={href} className={className} data-pattern={pattern}>
          {content}
        </a>
      )}
    </li>
  )
}
