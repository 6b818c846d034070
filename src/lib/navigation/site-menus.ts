import { getContentContext, getGuides } from '../content/loader'
import { buildMenus } from './menus'
import type { Menu } from './types'

let cached: { context: object; menus: Menu[] } | undefined

/** The site's menus, derived once per content state (re-derived in development when pages or the model change). */
export function siteMenus(): Menu[] {
  const context = getContentContext()
  if (cached?.context !== context) {
    const menus = buildMenus({ reference: context.reference, hasPage: (route) => context.routes.has(route), routes: [...context.routes.keys()], guides: getGuides() })
    cached = { context, menus }
  }
  return cached.menus
}
