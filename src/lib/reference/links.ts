import { documentedVersions, latestVersion, referenceHref, SDKS, type ReferenceLocation } from '../sdks'
import type { ReferenceEntry, ReferenceIndex } from './entries'

export type HasPage = (route: string) => boolean

export interface LanguageLink {
  sdk: string
  label: string
  version: string
  href: string
}

/**
 * The same operation in the other SDKs, for "In other languages": each SDK's page for the entry's
 * `op`, in the same major version when that SDK has it, else its newest version that does. Only pages
 * that exist are linked; a live method wins over a deprecated one.
 */
export function otherLanguages(entry: ReferenceEntry, index: ReferenceIndex, hasPage: HasPage): LanguageLink[] {
  const links: LanguageLink[] = []
  for (const sdk of SDKS) {
    if (sdk.id === entry.sdk.id) continue
    const versions = [entry.version, ...sdk.versions.filter((v) => v !== entry.version)].filter((v) => sdk.versions.includes(v))
    for (const version of versions) {
      const candidates = index.entries.filter((e) => e.sdk.id === sdk.id && e.version === version && e.op === entry.op && hasPage(e.route))
      const best = candidates.find((e) => !e.method?.deprecated) ?? candidates[0]
      if (best) {
        links.push({ sdk: sdk.id, label: sdk.label, version, href: best.route })
        break
      }
    }
  }
  return links
}

export interface VersionOption {
  version: string
  href: string
  latest: boolean
}

/**
 * The version selector's choices: the same page in each other version when that page exists there,
 * otherwise that version's overview. Versions with no pages at all are not offered.
 */
export function versionOptions(location: ReferenceLocation, hasPage: HasPage): VersionOption[] {
  const { sdk, rest } = location
  return documentedVersions(sdk)
    .filter((version) => hasPage(referenceHref(sdk, version)))
    .map((version) => {
      const same = referenceHref(sdk, version, rest)
      return { version, href: hasPage(same) ? same : referenceHref(sdk, version), latest: version === latestVersion(sdk) }
    })
}
