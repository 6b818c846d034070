import { notFound } from 'next/navigation'
import { getListedPages } from '@/lib/content/loader'
import { latestVersion } from '@/lib/sdks'
import { siteSettings } from '@/lib/settings'
import { PLAIN_TEXT_CONTENT_TYPE, textResponse } from './response'
import { sdkLlmsFull, sdkLlmsIndex } from './sdk-llms'
import { findSdkLlmsFiles, sdkLlmsFiles } from './sdk-llms-files'

type Params = { sdk: string; version?: string }

/**
 * The four routes of the per-SDK-version llms files share this: `/reference/{sdk}/llms[-full].txt`
 * (the latest version) and `/reference/{sdk}/{version}/llms[-full].txt` (a version whose reference
 * lives below its own segment: an older one, or a legacy SDK's). Built at build time; any other
 * SDK or version is a 404 (`dynamicParams = false` in each route).
 */
export function sdkLlmsParams(versioned: boolean): Params[] {
  return sdkLlmsFiles()
    .filter((files) => (versioned ? files.route.endsWith(`/${files.version}`) : files.version === latestVersion(files.sdk)))
    .map((files) => (versioned ? { sdk: files.sdk.id, version: files.version } : { sdk: files.sdk.id }))
}

export function sdkLlmsRoute(full: boolean) {
  return async (_request: Request, { params }: { params: Promise<Params> }): Promise<Response> => {
    const { sdk, version } = await params
    const files = findSdkLlmsFiles(sdk, version)
    if (!files) notFound()
    const text = full ? sdkLlmsFull : sdkLlmsIndex
    return textResponse(text(getListedPages(), files, siteSettings().NEXT_PUBLIC_SITE_URL), PLAIN_TEXT_CONTENT_TYPE)
  }
}
