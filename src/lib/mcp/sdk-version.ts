import { z } from 'zod'
import { getSdk, latestVersion, SDKS, type Sdk } from '../sdks'
import { ToolInputError } from './answer'

/** The SDK ids an agent may pass, from the registry (reference/sdks.json). */
export const sdkSchema = z.enum(SDKS.map((sdk) => sdk.id) as [string, ...string[]])

export const versionSchema = z.string().max(8).regex(/^v\d{1,3}$/, 'a major version such as v1')

/** `v1 (latest), v0`: an SDK's versions for a message. */
export function versionList(sdk: Sdk): string {
  return sdk.versions.map((version) => (version === latestVersion(sdk) ? `${version} (latest)` : version)).join(', ')
}

/** The SDK and version a tool call names, the latest when `version` is left out; a message naming the choices otherwise. */
export function resolveSdkVersion(sdkId: string, version?: string): { sdk: Sdk; version: string } {
  const sdk = getSdk(sdkId)
  if (!sdk) throw new ToolInputError(`Unknown sdk "${sdkId}". Use one of: ${SDKS.map((s) => s.id).join(', ')} (list_sdks describes them).`)
  if (version === undefined) return { sdk, version: latestVersion(sdk) }
  if (!sdk.versions.includes(version)) throw new ToolInputError(`${sdk.label} (${sdk.id}) has no version ${version}. Its versions: ${versionList(sdk)}.`)
  return { sdk, version }
}
