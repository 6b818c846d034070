import { siteConfig } from '../../site.config'
import { HIGHLIGHTED_LANGUAGES } from '../code-languages'
import { allGroups, flattenLinks } from '../navigation/select-menu'
import type { Menu } from '../navigation/types'
import type { DocPage } from './loader'

import { visit } from 'unist-util-visit'
import { isMdxComponentName } from './components'
import { isJsxElement } from './mdast-jsx'
import { NON_PAGE_ROUTES } from './routes'

export interface ContentProblem {
  where: string
  message: string
}

function resolveTarget(href: string, fromRoute: string): { route: string; anchor?: string } | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return undefined
  const [pathPart, anchor] = href.split('#')
  const route = (pathPart.split('?')[0] || fromRoute).replace(/\/+$/, '') || '/'
  return anchor === undefined ? { route } : { route, anchor }
}

function checkLink(href: string, from: DocPage | { route: string }, byRoute: Map<string, DocPage>): string | undefined {
  if (href.startsWith(`${siteConfig.basePath}/`) || href === siteConfig.basePath) return `${href}: write internal links without the ${siteConfig.basePath} base`
  if (!href.startsWith('/') && !href.startsWith('#') && !/^[a-z][a-z0-9+.-]*:/i.test(href)) return `${href}: use an absolute path such as /apis`
  const target = resolveTarget(href, from.route)
  if (!target) return undefined
  if (NON_PAGE_ROUTES.includes(target.route) || target.route.endsWith('.md')) return undefined
  const page = byRoute.get(target.route)
  if (!page) return `${href}: no page at ${target.route}`
  if (target.anchor && !page.headings.some((heading) => heading.id === target.anchor)) return `${href}: ${target.route} has no heading #${target.anchor}`
  return undefined
}

/** Everything a build must refuse: dead menu links, dead links or anchors in pages, unknown components or code languages, orphan pages. */
export function checkContent(pages: readonly DocPage[], menus: readonly Menu[]): ContentProblem[] {
  const byRoute = new Map(pages.map((page) => [page.route, page]))
  const problems: ContentProblem[] = []
  const languages = new Set<string>(HIGHLIGHTED_LANGUAGES)

  for (const menu of menus) {
    for (const link of flattenLinks(allGroups(menu))) {
      const problem = checkLink(link.href, { route: '/' }, byRoute)
      if (problem) problems.push({ where: `menu '${menu.key || 'main'}'`, message: problem })
    }
  }
  const inMenus = new Set(menus.flatMap((menu) => flattenLinks(allGroups(menu)).map((link) => link.href)))
  for (const page of pages) {
    if (!page.unlisted && !inMenus.has(page.route)) {
      problems.push({ where: page.file, message: `${page.route} is in no menu: add it to one (src/lib/navigation/menus.ts or the reference model) or mark it 'unlisted: true'` })
    }
    for (const href of page.links) {
      const problem = checkLink(href, page, byRoute)
      if (problem) problems.push({ where: page.file, message: problem })
    }
    visit(page.tree, (node) => {
      if (isJsxElement(node) && node.name && /^[A-Z]/.test(node.name) && !isMdxComponentName(node.name)) {
        problems.push({ where: page.file, message: `<${node.name}> is not a page component; use one of those in docs/authoring.md` })
      }
    })
    for (const block of page.blocks) {
      if (block.kind === 'code' && !languages.has(block.lang)) {
        problems.push({ where: page.file, message: `code block language '${block.lang}' is not loaded by the highlighter (see src/lib/code-languages.ts)` })
      }
    }
  }
  return problems
}
