import { MENUS } from './menus'
import { backLink, menuGroups, neighbours, selectMenu } from './select-menu'
import type { BackLink, NavGroup, NavLink } from './types'

export interface PageNavigation {
  menuKey: string
  back?: BackLink
  groups: NavGroup[]
  previous?: NavLink
  next?: NavLink
}

/** Everything the layout needs to draw navigation for one route. */
export function navigationFor(route: string): PageNavigation {
  const menu = selectMenu(route, MENUS)
  const groups = menuGroups(menu, route)
  const back = backLink(menu, MENUS)
  return { menuKey: menu.key, ...(back ? { back } : {}), groups, ...neighbours(groups, route) }
}
