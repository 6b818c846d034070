import { parseSettings, type Settings, type SettingsEnv } from './settings-schema'

const SITE_SETTINGS = [
  'NEXT_PUBLIC_SITE_URL',
  'NEXT_PUBLIC_GITHUB_BRANCH',
  'DOCS_ALLOW_INDEXING',
  'NEXT_PUBLIC_FATHOM_SITE_ID',
  'NEXT_PUBLIC_FATHOM_SCRIPT_URL',
  'NEXT_PUBLIC_FATHOM_INCLUDED_DOMAINS',
  'NEXT_PUBLIC_FATHOM_EXCLUDED_DOMAINS',
  'NEXT_PUBLIC_PREVIEW_HOST',
] as const

/**
 * Site-wide settings (see settings-schema.ts). `NEXT_PUBLIC_*` values are inlined into the browser
 * bundle at build time, so they must be set when building.
 */
export type SiteSettings = Pick<Settings, (typeof SITE_SETTINGS)[number]>

export function parseSiteSettings(env: SettingsEnv): SiteSettings {
  return parseSettings(SITE_SETTINGS, env)
}

let cached: SiteSettings | undefined

export function siteSettings(): SiteSettings {
  // Written out so Next.js inlines the public values into client bundles.
  cached ??= parseSiteSettings({
    NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
    NEXT_PUBLIC_GITHUB_BRANCH: process.env.NEXT_PUBLIC_GITHUB_BRANCH,
    DOCS_ALLOW_INDEXING: process.env.DOCS_ALLOW_INDEXING,
    NEXT_PUBLIC_FATHOM_SITE_ID: process.env.NEXT_PUBLIC_FATHOM_SITE_ID,
    NEXT_PUBLIC_FATHOM_SCRIPT_URL: process.env.NEXT_PUBLIC_FATHOM_SCRIPT_URL,
    NEXT_PUBLIC_FATHOM_INCLUDED_DOMAINS: process.env.NEXT_PUBLIC_FATHOM_INCLUDED_DOMAINS,
    NEXT_PUBLIC_FATHOM_EXCLUDED_DOMAINS: process.env.NEXT_PUBLIC_FATHOM_EXCLUDED_DOMAINS,
    NEXT_PUBLIC_PREVIEW_HOST: process.env.NEXT_PUBLIC_PREVIEW_HOST,
  })
  return cached
}
