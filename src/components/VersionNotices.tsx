import { SiteLink as Link } from '@/components/SiteLink'
import type { VersionNotice } from '@/lib/version-notices'

const STYLES: Record<VersionNotice['kind'], string> = {
  experimental: 'bg-amber-50 text-amber-900 ring-amber-600/20 dark:bg-amber-950/40 dark:text-amber-100 dark:ring-amber-400/20',
  legacy: 'bg-zinc-100 text-zinc-800 ring-zinc-900/10 dark:bg-zinc-800/60 dark:text-zinc-200 dark:ring-white/10',
  outdated: 'bg-sky-50 text-sky-900 ring-sky-600/20 dark:bg-sky-950/40 dark:text-sky-100 dark:ring-sky-400/20',
}

export function VersionNotices({ notices }: { notices: VersionNotice[] }) {
  if (notices.length === 0) return null
  return (
    <div className="mb-6 space-y-3">
      {notices.map((notice) => (
        <p key={notice.kind} role="note" data-notice={notice.kind} className={`rounded-lg px-4 py-3 text-sm ring-1 ${STYLES[notice.kind]}`}>
          {notice.text}{' '}
          {notice.link && (
            <Link href={notice.link.href} className="font-semibold underline underline-offset-2">
              {notice.link.label}
            </Link>
          )}
          {notice.changes && (
            <>
              {' '}
              <Link href={notice.changes.href} className="font-semibold underline underline-offset-2" data-notice-changes="">
                {notice.changes.label}
              </Link>
            </>
          )}
        </p>
      ))}
    </div>
  )
}
