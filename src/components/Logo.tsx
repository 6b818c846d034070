import { siteConfig } from '@/site.config'

/** The site's own mark (three stacked chevrons standing for one codebase deployed to several clouds, drawn by the .logo class) and name. */
export function Logo({ className = '' }: { className?: string }) {
  return (
    <span className={className ? `logo ${className}` : 'logo'}>
      <span>
        {siteConfig.name} <span className="logo-suffix">Docs</span>
      </span>
    </span>
  )
}
