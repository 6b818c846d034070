import { canonicalUrl } from '@/lib/head'
import { documentedSdks, documentedVersions, getSdk, latestVersion, parseReferenceRoute, referenceHref, type Sdk } from '@/lib/sdks'

/** One SDK version's llms files: `{route}/llms.txt` and `{route}/llms-full.txt`, `route` being the version's reference home. */
export interface SdkLlmsFiles {
  sdk: Sdk
  version: string
  /** The version's reference home: `/reference/nodejs` (latest), `/reference/nodejs/v0`, `/reference/csharp/v0` (legacy). */
  route: string
}

/** Every documented SDK version's llms files, in menu order, newest version first. */
export function sdkLlmsFiles(): SdkLlmsFiles[] {
  return documentedSdks().flatMap((sdk) => documentedVersions(sdk).map((version) => ({ sdk, version, route: referenceHref(sdk, version) })))
}

/** The files of `/reference/{sdk}[/{version}]`: without a version, the SDK's latest; undefined for an SDK or version with no reference. */
export function findSdkLlmsFiles(sdkId: string, version?: string): SdkLlmsFiles | undefined {
  const sdk = getSdk(sdkId)
  if (!sdk) return undefined
  const wanted = version ?? latestVersion(sdk)
  return sdkLlmsFiles().find((files) => files.sdk.id === sdk.id && files.version === wanted)
}

/** The files for the reference page a route belongs to, if it is one. */
export function sdkLlmsFilesForRoute(route: string): SdkLlmsFiles | undefined {
  const reference = parseReferenceRoute(route)
  return reference && findSdkLlmsFiles(reference.sdk.id, reference.version)
}

export function sdkLlmsUrl(files: SdkLlmsFiles, siteUrl: string, full = false): string {
  return `${canonicalUrl(siteUrl, files.route)}/${full ? 'llms-full.txt' : 'llms.txt'}`
}
