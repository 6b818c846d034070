export type NavIcon = 'home' | 'rocket' | 'book' | 'blocks' | 'terminal' | 'library' | 'support' | 'guide'

export interface NavLink {
  title: string
  href: string
  icon?: NavIcon
  badge?: string
  /** Versions a reference link offers (newest first). */
  versions?: readonly string[]
}

export interface NavGroup {
  title?: string
  showDividerAbove?: boolean
  links: NavLink[]
}

export interface Menu {
  /** Route prefix this menu serves, without version segments: '' (main), 'apis', 'reference/nodejs'. */
  key: string
  /** Name used in 'Back to {title}' links from child menus. */
  title: string
  /** Key of the enclosing menu; '' (main) or absent gives a 'Back to Home' link. */
  parent?: string
  /** Title of the main menu's group this menu belongs under: 'Back to {backTo}', to that group's first page. */
  backTo?: string
  /** One list for every version, or a list per version for versioned references. */
  groups: NavGroup[] | Record<string, NavGroup[]>
}

export interface BackLink {
  title: string
  href: string
}
