import { describe, expect, it } from 'vitest'
import { navigationFor } from '@/lib/navigation'
import { siteMenus } from '@/lib/navigation/site-menus'
import { backLink, flattenLinks, menuGroups, neighbours, selectMenu, unversionedSegments } from '@/lib/navigation/select-menu'
import type { Menu } from '@/lib/navigation/types'

const menus: Menu[] = [
  { key: '', title: 'Home', groups: [{ links: [{ title: 'Home', href: '/' }, { title: 'Intro', href: '/concepts/introduction' }] }] },
  { key: 'apis', title: 'APIs', groups: [{ links: [{ title: 'Overview', href: '/apis' }] }] },
  { key: 'reference/providers', title: 'Providers', groups: [{ links: [{ title: 'Overview', href: '/reference/providers' }] }] },
  { key: 'reference/providers/azure', title: 'Azure', parent: 'reference/providers', groups: [{ links: [{ title: 'Azure', href: '/reference/providers/azure' }] }] },
  {
    key: 'reference/nodejs',
    title: 'Node.js',
    groups: {
      v1: [{ links: [{ title: 'Overview', href: '/reference/nodejs' }] }],
      v0: [{ links: [{ title: 'Overview', href: '/reference/nodejs/v0' }] }],
    },
  },
]

describe('menu selection', () => {
  it('removes version segments before choosing', () => {
    expect(unversionedSegments('/reference/nodejs/v0/api')).toEqual(['reference', 'nodejs', 'api'])
    expect(unversionedSegments('/v1/apis?x=1#y')).toEqual(['apis'])
  })

  it('chooses by first path segment and the most specific prefix', () => {
    expect(selectMenu('/apis', menus).key).toBe('apis')
    expect(selectMenu('/apis/v1', menus).key).toBe('apis')
    expect(selectMenu('/reference/providers/azure/storage', menus).key).toBe('reference/providers/azure')
    expect(selectMenu('/reference/nodejs/v0', menus).key).toBe('reference/nodejs')
  })

  it('falls back to the main menu for pages outside any section', () => {
    for (const route of ['/', '/support', '/support/upgrade', '/contributions', '/faq', '/reference/env', '/reference/custom-containers']) {
      expect(selectMenu(route, siteMenus()).key).toBe('')
    }
  })

  it('does not match a key by a partial segment', () => {
    expect(selectMenu('/apis-old', menus).key).toBe('')
  })

  it('picks the groups of the viewed version', () => {
    const menu = selectMenu('/reference/nodejs/v0', menus)
    expect(flattenLinks(menuGroups(menu, '/reference/nodejs/v0'))[0].href).toBe('/reference/nodejs/v0')
    expect(flattenLinks(menuGroups(menu, '/reference/nodejs'))[0].href).toBe('/reference/nodejs')
  })
})

describe('back links', () => {
  it('offers Back to Home from a first-level section and nothing on the main menu', () => {
    expect(backLink(menus[1], menus)).toEqual({ title: 'Back to Home', href: '/' })
    expect(backLink(menus[0], menus)).toBeUndefined()
  })

  it('offers Back to {parent} inside a second-level section', () => {
    expect(backLink(menus[3], menus)).toEqual({ title: 'Back to Providers', href: '/reference/providers' })
  })
})

describe('previous and next', () => {
  const groups = [
    { links: [{ title: 'A', href: '/a' }, { title: 'B', href: '/b' }] },
    { title: 'More', links: [{ title: 'C', href: '/c' }] },
  ]

  it('follows the flattened menu order across groups', () => {
    expect(neighbours(groups, '/b')).toEqual({ previous: { title: 'A', href: '/a' }, next: { title: 'C', href: '/c' } })
  })

  it('omits a missing neighbour and everything for a route outside the menu', () => {
    expect(neighbours(groups, '/a')).toEqual({ next: { title: 'B', href: '/b' } })
    expect(neighbours(groups, '/c')).toEqual({ previous: { title: 'B', href: '/b' } })
    expect(neighbours(groups, '/elsewhere')).toEqual({})
  })
})

describe('site menus', () => {
  it('building blocks show an overview plus every other building block', () => {
    const nav = navigationFor('/storage')
    const links = flattenLinks(nav.groups).map((link) => link.href)
    expect(links[0]).toBe('/storage')
    expect(links).toEqual(expect.arrayContaining(['/apis', '/http', '/keyvalue', '/sql', '/schedules', '/messaging', '/secrets', '/websockets']))
    expect(links.filter((href) => href === '/storage')).toHaveLength(1)
    expect(nav.back).toEqual({ title: 'Back to Home', href: '/' })
  })

  it("list a building block's further pages after its overview, in the block's menu only", () => {
    const apis = flattenLinks(navigationFor('/apis/security').groups).map((link) => link.href)
    expect(apis.slice(0, 2)).toEqual(['/apis', '/apis/security'])
    expect(flattenLinks(navigationFor('/storage').groups).map((link) => link.href)).not.toContain('/apis/security')
  })

  it('labels libraries and badges them as SPEC 2.2 says', () => {
    const libraries = navigationFor('/').groups.find((group) => group.title === 'Libraries')!
    const node = libraries.links.find((link) => link.href === '/reference/nodejs')!
    expect(node.title).toBe('Node.js')
    expect(node.versions).toEqual(['v1', 'v0'])
    expect(libraries.links.find((link) => link.title === 'C# .NET')?.badge).toBe('Coming soon')
  })
})
