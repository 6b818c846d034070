import type { VersionOption } from '@/lib/reference/links'

export type { VersionOption }

export interface VersionSelectProps {
  sdkLabel: string
  current: string
  options: VersionOption[]
}

/** The selector's accessible name, the same before and after the Radix select loads. Its value (the version) is the trigger's text. */
export const versionSelectLabel = (sdkLabel: string) => `${sdkLabel} version`

export const versionTriggerClass =
  'inline-flex h-8 items-center gap-2 rounded-md px-3 text-sm font-medium text-zinc-800 ring-1 ring-zinc-900/15 hover:bg-zinc-900/5 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-zinc-200 dark:ring-white/15 dark:hover:bg-white/5'
