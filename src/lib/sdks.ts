export type SdkStatus = 'stable' | 'experimental' | 'legacy'

export interface Sdk {
  id: string
  label: string
  /** Newest first: the first entry is the latest version. */
  versions: readonly string[]
  status: SdkStatus
}

export const SDKS: readonly Sdk[] = [
  { id: 'nodejs', label: 'Node.js', versions: ['v1', 'v0'], status: 'stable' },
  { id: 'python', label: 'Python', versions: ['v1', 'v0'], status: 'stable' },
  { id: 'go', label: 'Go', versions: ['v1', 'v0'], status: 'experimental' },
  { id: 'dart', label: 'Dart', versions: ['v1'], status: 'experimental' },
  { id: 'csharp', label: 'C# .NET', versions: ['v0'], status: 'legacy' },
  { id: 'jvm', label: 'JVM', versions: ['v0'], status: 'legacy' },
]

export const SDK_BADGES: Partial<Record<SdkStatus, string>> = { experimental: 'Experimental', legacy: 'Coming soon' }

export function getSdk(id: string): Sdk | undefined {
  return SDKS.find((sdk) => sdk.id === id)
}

export function latestVersion(sdk: Sdk): string {
  return sdk.versions[0]
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
  const [first, sdkId, maybeVersion, ...more] = route.split('/').filter(Boolean)
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
