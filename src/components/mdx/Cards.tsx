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

export function Cards({ children }: { children: ReactNode }) {
  return <div className="not-prose my-8 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">{children}</div>
}

/** A link to a page, with an icon and a short description. */
export function Card({ href, name, description, icon = 'document', pattern = 0, customIcon }: CardProps) {
  const patternClass = `card-pattern-${((Number(pattern) % PATTERNS) + PATTERNS) % PATTERNS}`
  const internal = href.startsWith('/')
  const content = (
    <>
      <span className="card-icon">
        {customIcon ?? <Icon name={`card-${CARD_ICONS.includes(icon) ? icon : 'document'}`} />}
      </span>
      <span className="card-title">{name}</span>
      {description && <span className="card-description">{description}</span>}
    </>
  )
  const className = `group card ${patternClass}`
  return internal ? (
    <Link href={href} className={className} data-pattern={pattern}>
      {content}
    </Link>
  ) : (
    <a href={href} className={className} data-pattern={pattern}>
      {content}
    </a>
  )
}
