import { z } from 'zod'

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1')

/**
 * Site-wide settings, read from the environment once. `NEXT_PUBLIC_*` values are inlined into the
 * browser bundle at build time, so they must be set when building.
 */
export const siteSettingsSchema = z.object({
  /** Public origin the site is served from; canonical, feed and social-image URLs start with it. */
  NEXT_PUBLIC_SITE_URL: z.url().default('https://nitric.io').transform((url) => url.replace(/\/+$/, '')),
  /** Branch that 'Edit this page on GitHub' links to. */
  NEXT_PUBLIC_GITHUB_BRANCH: z
    .string()
    .regex(/^[\w./-]+$/, 'must be a git branch name')
    .default('main'),
  /** Lets search engines index the site (robots meta, robots.txt, sitemap). Off unless 'true'. */
  DOCS_ALLOW_INDEXING: flag,
})

export type SiteSettings = z.infer<typeof siteSettingsSchema>

export function parseSiteSettings(env: Record<string, string | undefined>): SiteSettings {
  const result = siteSettingsSchema.safeParse({
    NEXT_PUBLIC_SITE_URL: env.NEXT_PUBLIC_SITE_URL || undefined,
    NEXT_PUBLIC_GITHUB_BRANCH: env.NEXT_PUBLIC_GITHUB_BRANCH || undefined,
    DOCS_ALLOW_INDEXING: env.DOCS_ALLOW_INDEXING,
  })
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid site settings — ${problems.join('; ')}`)
  }
  return result.data
}

let cached: SiteSettings | undefined

export function siteSettings(): SiteSettings {
  // Written out so Next.js inlines the public values into client bundles.
  cached ??= parseSiteSettings({
    NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
    NEXT_PUBLIC_GITHUB_BRANCH: process.env.NEXT_PUBLIC_GITHUB_BRANCH,
    DOCS_ALLOW_INDEXING: process.env.DOCS_ALLOW_INDEXING,
  })
  return cached
}
