import type { VersionOption } from '@/lib/reference/links'

export type { VersionOption }

export interface VersionSelectProps {
  sdkLabel: string
  current: string
  options: VersionOption[]
}

/** The selector's name: its button is named by it and the version shown, its menu by it. */
export const versionSelectLabel = (sdkLabel: string) => `${sdkLabel} version`
