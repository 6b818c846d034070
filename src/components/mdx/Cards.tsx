import { SiteLink as Link } from '@/components/SiteLink'
import type { ReactNode } from 'react'

export type CardIcon = 'cog' | 'document' | 'user' | 'users' | 'chat' | 'envelope'

const ICON_PATHS: Record<CardIcon, ReactNode> = {
  cog: (
    <>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 3v2.5M12 18.5V21M3 12h2.5M18.5 12H21M5.6 5.6l1.8 1.8M16.6 16.6l1.8 1.8M5.6 18.4l1.8-1.8M16.6 7.4l1.8-1.8" />
    </>
  ),
  document: (
    <>
      <path d="M7 3h7l4 4v14H7V3Z" />
      <path d="M14 3v4h4M10 12h5M10 16h5" />
    </>
  ),
  user: (
    <>
      <circle cx="12" cy="8" r="3.5" />
      <path d="M5 20a7 7 0 0 1 14 0" />
    </>
  ),
  users: (
    <>
      <circle cx="9" cy="8" r="3" />
      <path d="M3.5 19a5.5 5.5 0 0 1 11 0M15.5 5.2a3 3 0 0 1 0 5.6M17 13.6a5.5 5.5 0 0 1 3.5 5.4" />
    </>
  ),
  chat: <path d="M5 5h14v10H10l-4 3.5V15H5V5Z" />,
  envelope: (
    <>
      <rect x="3.5" y="5.5" width="17" height="13" rx="1.5" />
      <path d="m4 7 8 6 8-6" />
    </>
  ),
}

/** Four quiet background patterns so neighbouring cards differ. */
const PATTERNS = [
  'bg-[radial-gradient(circle_at_1px_1px,rgb(24_24_27/0.07)_1px,transparent_0)] bg-[length:14px_14px] dark:bg-[radial-gradient(circle_at_1px_1px,rgb(255_255_255/0.07)_1px,transparent_0)]',
  'bg-[linear-gradient(rgb(24_24_27/0.05)_1px,transparent_1px),linear-gradient(90deg,rgb(24_24_27/0.05)_1px,transparent_1px)] bg-[length:18px_18px] dark:bg-[linear-gradient(rgb(255_255_255/0.05)_1px,transparent_1px),linear-gradient(90deg,rgb(255_255_255/0.05)_1px,transparent_1px)]',
  'bg-[repeating-linear-gradient(45deg,rgb(24_24_27/0.04)_0_1px,transparent_1px_10px)] dark:bg-[repeating-linear-gradient(45deg,rgb(255_255_255/0.05)_0_1px,transparent_1px_10px)]',
  'bg-[radial-gradient(120%_80%_at_100%_0%,rgb(123_85_246/0.12),transparent_60%)] dark:bg-[radial-gradient(120%_80%_at_100%_0%,rgb(147_120_255/0.16),transparent_60%)]',
]

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
  const patternClass = PATTERNS[((Number(pattern) % PATTERNS.length) + PATTERNS.length) % PATTERNS.length]
  const internal = href.startsWith('/')
  const content = (
    <>
      <span className="card-icon">
        {customIcon ?? (
          <svg viewBox="0 0 24 24" className="icon h-5 w-5 stroke-[1.7] text-brand-700 dark:text-brand-300" aria-hidden="true">
            {ICON_PATHS[icon] ?? ICON_PATHS.document}
          </svg>
        )}
      </span>
      <span className="mt-4 block text-sm font-semibold text-zinc-900 dark:text-white">{name}</span>
      {description && <span className="mt-1 block text-sm text-zinc-700 dark:text-zinc-300">{description}</span>}
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
