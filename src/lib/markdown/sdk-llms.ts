import type { DocPage } from '@/lib/content/loader'
import { canonicalUrl } from '@/lib/head'
import { latestVersion, parseReferenceRoute } from '@/lib/sdks'
import { llmsLinkList } from './llms'
import { sdkLlmsFullIndex } from './llms-parts'
import { sdkLlmsUrl, type SdkLlmsFiles } from './sdk-llms-files'

/** The pages of one SDK version's reference. */
export function sdkVersionPages(pages: readonly DocPage[], files: SdkLlmsFiles): DocPage[] {
  return pages.filter((page) => {
    const reference = parseReferenceRoute(page.route)
    return reference?.sdk.id === files.sdk.id && reference.version === files.version
  })
}

function title(files: SdkLlmsFiles): string {
  return `Nitric ${files.sdk.label} SDK ${files.version} reference`
}

function summary(files: SdkLlmsFiles): string {
  const info = files.sdk.versionInfo.find((version) => version.id === files.version)
  const latest = files.version === latestVersion(files.sdk)
  const standing = files.sdk.status === 'legacy' ? 'a legacy SDK' : latest ? 'its latest version' : `an older version; the latest is ${latestVersion(files.sdk)}`
  return `The ${files.sdk.label} SDK's ${files.version} reference (package \`${info?.package ?? files.sdk.id}\`, ${standing}): every resource and method page, as Markdown.`
}

/** `/reference/{sdk}[/{version}]/llms.txt`: one SDK version's pages, as llms.txt lists the site's. */
export function sdkLlmsIndex(pages: readonly DocPage[], files: SdkLlmsFiles, siteUrl: string): string {
  const lines = [
    `# ${title(files)}`,
    '',
    `> ${summary(files)}`,
    '',
    `Their full text, in parts: ${sdkLlmsUrl(files, siteUrl, true)}. The rest of the documentation, and the other SDKs and versions: ${canonicalUrl(siteUrl, '/')}/llms.txt`,
  ]
  return [...lines, ...llmsLinkList(sdkVersionPages(pages, files), siteUrl)].join('\n') + '\n'
}

/** `/reference/{sdk}[/{version}]/llms-full.txt`: where the full text of one SDK version's reference is, part by part. */
export function sdkLlmsFull(pages: readonly DocPage[], files: SdkLlmsFiles, siteUrl: string): string {
  return sdkLlmsFullIndex(pages, files, siteUrl, summary(files))
}
