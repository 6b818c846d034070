import { VERSION_SEGMENT } from '../sdks'
import type { BackLink, Menu, NavGroup, NavLink } from './types'

/** Route segments with version segments such as `v1` removed: the menu key is read from these. */
export function unversionedSegments(route: string): string[] {
  return route.split(/[?#]/)[0].split('/').filter((segment) => segment && !VERSION_SEGMENT.test(segment))
}

export function versionOf(route: string): string | undefined {
  return route.split('/').find((segment) => VERSION_SEGMENT.test(segment))
}

/** The menu for a route: the one whose key is the longest prefix of its unversioned segments, else the main menu. */
export function selectMenu(route: string, menus: readonly Menu[]): Menu {
  const segments = unversionedSegments(route)
  let best: Menu | undefined
  for (const menu of menus) {
    const key = menu.key.split('/').filter(Boolean)
    const matches = key.length > 0 && key.every((segment, i) => segments[i] === segment)
    if (matches && (!best || key.length > best.key.split('/').length)) best = menu
  }
  const main = menus.find((menu) => menu.key === '')
  if (best) return best
  if (!main) throw new Error('navigation: no main menu (key "") defined')
  return main
}

/** The groups a menu shows for a route; versioned menus pick the route's version or their first. */
export function menuGroups(menu: Menu, route: string): NavGroup[] {
  if (Array.isArray(menu.groups)) return menu.groups
  const versions = Object.keys(menu.groups)
  const version = versionOf(route)
  return menu.groups[version && versions.includes(version) ? version : versions[0]]
}

function firstHref(menu: Menu): string {
  const groups = Array.isArray(menu.groups) ? menu.groups : Object.values(menu.groups)[0]
  return groups[0]?.links[0]?.href ?? '/'
}

/** 'Back to Home' from a first-level section, 'Back to {parent}' inside a second-level one, none on the main menu. */
export function backLink(menu: Menu, menus: readonly Menu[]): BackLink | undefined {
  if (menu.key === '') return undefined
  if (menu.backTo) {
    const main = menus.find((m) => m.key === '')
    const group = main && allGroups(main).find((g) => g.title === menu.backTo)
    if (!group?.links[0]) throw new Error(`navigation: menu ${menu.key} goes back to '${menu.backTo}', which is no group of the main menu`)
    return { title: `Back to ${menu.backTo}`, href: group.links[0].href }
  }
  const parent = menu.parent ? menus.find((m) => m.key === menu.parent) : undefined
  if (!parent || parent.key === '') return { title: 'Back to Home', href: '/' }
  return { title: `Back to ${parent.title}`, href: firstHref(parent) }
}

/** Every group a menu has, across all its versions (for checks and indexes, not for display). */
export function allGroups(menu: Menu): NavGroup[] {
  return Array.isArray(menu.groups) ? menu.groups : Object.values(menu.groups).flat()
}

export function flattenLinks(groups: readonly NavGroup[]): NavLink[] {
  return groups.flatMap((group) => group.links)
}

/** Previous and next pages in the flattened menu order; empty when the route is not in the menu. */
export function neighbours(groups: readonly NavGroup[], route: string): { previous?: NavLink; next?: NavLink } {
  const links = flattenLinks(groups)
  const index = links.findIndex((link) => link.href === route)
  if (index === -1) return {}
  return {
    ...(index > 0 ? { previous: links[index - 1] } : {}),
    ...(index < links.length - 1 ? { next: links[index + 1] } : {}),
  }
}

export function isActive(link: NavLink, route: string): boolean {
  return link.href === route
}
