import { siteConfig } from '@/site.config'
import { parseReferenceRoute } from './sdks'

export interface TitledPage {
  route: string
  title: string
  titleMeta?: string
}

/** 'Documentation' on the home page, '{title} - Documentation' elsewhere, with the SDK version in the suffix on reference pages. */
export function pageTitle(page: TitledPage): string {
  if (page.route === '/') return siteConfig.docsTitle
  const name = page.titleMeta ?? page.title
  const reference = parseReferenceRoute(page.route)
  const suffix = reference ? `${siteConfig.docsTitle} ${reference.version}` : siteConfig.docsTitle
  return `${name} - ${suffix}`
}

/** The docs base plus the path, without query or hash. */
export function canonicalUrl(siteUrl: string, route: string): string {
  const path = route.split(/[?#]/)[0]
  return `${siteUrl}${siteConfig.basePath}${path === '/' ? '' : path.replace(/\/+$/, '')}`
}

export function socialImagePath(title: string, description: string): string {
  const query = new URLSearchParams({ title, description })
  return `${siteConfig.basePath}/api/og?${query.toString()}`
}

/** Where a page's source can be edited: the docs repository's file on the configured branch. */
export function editUrl(file: string, branch: string): string {
  return `${siteConfig.docsRepository}/edit/${branch}/${file.split('/').map(encodeURIComponent).join('/')}`
}
