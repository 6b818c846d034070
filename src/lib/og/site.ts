import { siteSettings } from '@/lib/settings'
import { siteConfig } from '@/site.config'
import { ogFonts } from './fonts'
import { renderCardPng } from './render'
import { createOgService, type OgService } from './service'

let service: OgService | undefined

/** The site's social-image service: brand facts from site.config, one cache per process. */
export function siteOgService(): OgService {
  if (service) return service
  const siteUrl = new URL(siteSettings().NEXT_PUBLIC_SITE_URL)
  service = createOgService({
    render: renderCardPng,
    covers: ogFonts().covers,
    brand: siteConfig.name,
    address: `${siteUrl.host}${siteUrl.pathname.replace(/\/+$/, '')}${siteConfig.basePath}`,
    fallbackTitle: `${siteConfig.name} ${siteConfig.docsTitle}`,
    fallbackDescription: siteConfig.tagline,
  })
  return service
}
