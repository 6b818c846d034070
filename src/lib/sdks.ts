import registry from '../../reference/sdks.json' with { type: 'json' }

export type SdkStatus = 'stable' | 'experimental' | 'legacy'
/** How far a version's reference is written: every model entry has a page, some, only the overview, or nothing yet. */
export type ReferenceState = 'complete' | 'partial' | 'overview' | 'none'

export interface SdkVersion {
  id: string
  /** Tagged source the version's model was read from, e.g. `nitrictech/node-sdk@v1.4.2`. */
  source: string
  package: string
  reference: ReferenceState
}

export interface Sdk {
  id: string
  label: string
  /** Newest first: the first entry is the latest version. */
  versions: readonly string[]
  versionInfo: readonly SdkVersion[]
  status: SdkStatus
  /** The SDK's main code-block language: its generated signatures are written in it. */
  language: string
  /** Every language the SDK serves, as code-block languages (`language` among them): its samples may be written in any. */
  languages: readonly string[]
}

export interface RegistryFile {
  statusLabels: Record<SdkStatus, string>
  statusBadges: Partial<Record<SdkStatus, string>>
  sdks: { id: string; label: string; status: SdkStatus; language: string; languages: string[]; versions: SdkVersion[] }[]
}

/** The SDKs of a registry file, in its order (the site's is reference/sdks.json; tests read fixtures). */
export function readSdks(file: RegistryFile): Sdk[] {
  return file.sdks.map((sdk) => ({
    id: sdk.id,
    label: sdk.label,
    status: sdk.status,
    language: sdk.language,
    languages: sdk.languages,
    versions: sdk.versions.map((version) => version.id),
    versionInfo: sdk.versions,
  }))
}

const data = registry as RegistryFile

/** Every SDK, in menu order. The registry file (reference/sdks.json) is validated by the content check. */
export const SDKS: readonly Sdk[] = readSdks(data)

/** The word for each status where a page names it ("Experimental"); menus show the shorter `SDK_BADGES`. */
export const SDK_STATUS_LABELS: Readonly<Record<SdkStatus, string>> = data.statusLabels

export const SDK_BADGES: Partial<Record<SdkStatus, string>> = data.statusBadges

export function getSdk(id: string): Sdk | undefined {
  return SDKS.find((sdk) => sdk.id === id)
}

export function latestVersion(sdk: Sdk): string {
  return sdk.versions[0]
}

/** SDKs with at least an overview page: the ones menus and search offer. */
export function documentedSdks(): Sdk[] {
  return SDKS.filter((sdk) => sdk.versionInfo.some((version) => version.reference !== 'none'))
}

export function documentedVersions(sdk: Sdk): string[] {
  return sdk.versionInfo.filter((version) => version.reference !== 'none').map((version) => version.id)
}

export const VERSION_SEGMENT = /^v\d+$/

export interface ReferenceLocation {
  sdk: Sdk
  version: string
  isLatest: boolean
  /** Path segments after the sdk and version, e.g. ['api', 'route'] */
  rest: string[]
}

/** Reads `/reference/{sdk}[/{version}][/...]`; other routes give undefined. */
export function parseReferenceRoute(route: string): ReferenceLocation | undefined {
  const [first, sdkId, maybeVersion, ...more] = route.split(/[?#]/)[0].split('/').filter(Boolean)
  if (first !== 'reference' || !sdkId) return undefined
  const sdk = getSdk(sdkId)
  if (!sdk) return undefined
  const explicit = maybeVersion !== undefined && sdk.versions.includes(maybeVersion)
  const version = explicit ? maybeVersion : latestVersion(sdk)
  const rest = explicit ? more : [maybeVersion, ...more].filter((s): s is string => Boolean(s))
  return { sdk, version, isLatest: version === latestVersion(sdk), rest }
}

/**
 * The address of a reference page in a given version: the latest lives at `/reference/{sdk}`,
 * others at `/reference/{sdk}/{version}`. Legacy-only SDKs have just one version, served with its
 * version in the path; `/reference/{sdk}` redirects there.
 */
export function referenceHref(sdk: Sdk, version: string, rest: readonly string[] = []): string {
  const versioned = version !== latestVersion(sdk) || sdk.status === 'legacy'
  return ['/reference', sdk.id, ...(versioned ? [version] : []), ...rest].join('/')
}
