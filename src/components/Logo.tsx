import { siteConfig } from '@/site.config'

/** The site's name beside its mark: three stacked chevrons standing for one codebase deployed to several clouds, drawn by the `.logo` class (globals.css). */
export function Logo() {
  return (
    <span className="logo">
      <span>
        {siteConfig.name} <span className="logo-suffix">Docs</span>
      </span>
    </span>
  )
}
