import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { CopyPageButton } from '@/components/CopyPageButton'
import { DocsShell } from '@/components/DocsShell'
import { LastUpdated } from '@/components/LastUpdated'
import { PageActions } from '@/components/PageActions'
import { ReferenceHeader } from '@/components/ReferenceHeader'
import { getContentContext, getPage, getRoutes } from '@/lib/content/loader'
import { routeFromPageParams } from '@/lib/content/paths'
import { lastChanged } from '@/lib/git/last-changed'
import { markdownRoute } from '@/lib/markdown/links'
import { LLMS_INDEX_PATH } from '@/lib/markdown/agent-paths'
import { MCP_PATH } from '@/lib/mcp/client-settings'
import { renderPage } from '@/lib/content/render'
import { canonicalUrl, editUrl, pageTitle, socialImagePath } from '@/lib/head'
import { navigationFor } from '@/lib/navigation'
import { versionOptions } from '@/lib/reference/links'
import { parseReferenceRoute } from '@/lib/sdks'
import { siteSettings } from '@/lib/settings'
import { siteConfig } from '@/site.config'

interface PageProps {
  params: Promise<{ slug?: string[] }>
}

// Every page is built ahead of time, SDK reference pages included, so none renders on a request and
// each carries its last-updated date from the build's git history. Any other address answers 404.
export const dynamicParams = false

export function generateStaticParams() {
  return getRoutes().map((route) => ({ slug: route.split('/').filter(Boolean) }))
}

async function pageFor(props: PageProps) {
  const { slug } = await props.params
  const route = routeFromPageParams(slug)
  const page = route === undefined ? undefined : getPage(route)
  if (!page) notFound()
  return page
}

export async function generateMetadata(props: PageProps): Promise<Metadata> {
  const page = await pageFor(props)
  const settings = siteSettings()
  const title = pageTitle(page)
  const image = { url: socialImagePath(page.title, page.description), width: 1200, height: 630, alt: page.title }
  return {
    title: { absolute: title },
    description: page.description,
    alternates: {
      canonical: canonicalUrl(settings.NEXT_PUBLIC_SITE_URL, page.route),
      types: {
        'application/rss+xml': [{ url: `${settings.NEXT_PUBLIC_SITE_URL}${siteConfig.basePath}${siteConfig.feedPath}`, title: `${siteConfig.name} ${siteConfig.docsTitle}` }],
        'text/markdown': `${settings.NEXT_PUBLIC_SITE_URL}${siteConfig.basePath}${markdownRoute(page.route)}`,
      },
    },
    openGraph: {
      title,
      description: page.description,
      url: canonicalUrl(settings.NEXT_PUBLIC_SITE_URL, page.route),
      siteName: `${siteConfig.name} ${siteConfig.docsTitle}`,
      type: 'article',
      images: [image],
    },
    twitter: { card: 'summary_large_image', title, description: page.description, images: [image] },
  }
}

export default async function DocPage(props: PageProps) {
  const page = await pageFor(props)
  const settings = siteSettings()
  const content = await renderPage(page)
  const reference = parseReferenceRoute(page.route)
  const { routes } = getContentContext()
  const hasPage = (route: string) => routes.has(route)
  return (
    <DocsShell route={page.route} navigation={navigationFor(page.route)} headings={page.headings} editHref={editUrl(page.file, settings.NEXT_PUBLIC_GITHUB_BRANCH)}>
      <article>
        <header className="page-header">
          {reference && <ReferenceHeader location={reference} options={versionOptions(reference, hasPage)} hasPage={hasPage} />}
          <h1 className="page-title">{page.title}</h1>
          <p className="page-lead">{page.description}</p>
          <div className="page-meta">
            <LastUpdated date={lastChanged(page.file)} />
            <div className="page-actions">
              <CopyPageButton href={`${siteConfig.basePath}${markdownRoute(page.route)}`} />
              <PageActions markdownUrl={`${settings.NEXT_PUBLIC_SITE_URL}${siteConfig.basePath}${markdownRoute(page.route)}`} mcpEndpoint={`${settings.NEXT_PUBLIC_SITE_URL}${siteConfig.basePath}${MCP_PATH}`} llmsHref={`${siteConfig.basePath}${LLMS_INDEX_PATH}`} />
            </div>
          </div>
        </header>
        <div className="prose article-prose">{content}</div>
      </article>
    </DocsShell>
  )
}
