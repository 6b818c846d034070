import { siteConfig } from '@/site.config'

/** The site's own mark: three stacked chevrons standing for one codebase deployed to several clouds. */
export function Logo({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 font-semibold text-zinc-900 dark:text-white ${className}`}>
      <svg viewBox="0 0 32 32" className="h-7 w-7" aria-hidden="true">
        <rect width="32" height="32" rx="8" className="fill-brand-600" />
        <path d="M9 10.5 16 7l7 3.5M9 16l7-3.5 7 3.5M9 21.5 16 18l7 3.5" fill="none" stroke="white" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span>
        {siteConfig.name} <span className="font-normal text-zinc-500 dark:text-zinc-400">Docs</span>
      </span>
    </span>
  )
}
