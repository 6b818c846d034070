import { backLink, menuGroups, neighbours, selectMenu } from './select-menu'
import { siteMenus } from './site-menus'
import type { BackLink, Menu, NavGroup, NavLink } from './types'

export interface PageNavigation {
  menuKey: string
  back?: BackLink
  groups: NavGroup[]
  previous?: NavLink
  next?: NavLink
}

/** Everything the layout needs to draw navigation for one route. */
export function navigationFor(route: string, menus: readonly Menu[] = siteMenus()): PageNavigation {
  const menu = selectMenu(route, menus)
  const groups = menuGroups(menu, route)
  const back = backLink(menu, menus)
  return { menuKey: menu.key, ...(back ? { back } : {}), groups, ...neighbours(groups, route) }
}
