import { z } from 'zod'

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1')

/** A comma-separated list (blanks dropped; unset when empty). Protocols are tolerated here and warned about in the browser (SPEC 5). */
const domainList = z
  .string()
  .optional()
  .transform((value) => {
    const domains = (value ?? '').split(',').map((domain) => domain.trim()).filter(Boolean)
    return domains.length ? domains : undefined
  })
  .pipe(z.array(z.string().regex(/^[^\s<>"']+$/, 'a host name such as docs.example.com')).optional())

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
  /** Fathom site id. Analytics load only when it is set; nothing is loaded otherwise. */
  NEXT_PUBLIC_FATHOM_SITE_ID: z.string().regex(/^[A-Za-z0-9]+$/, 'letters and digits only').optional(),
  /** The Fathom script, when served from a custom domain; Fathom's CDN otherwise. */
  NEXT_PUBLIC_FATHOM_SCRIPT_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  /** Hosts Fathom may record on (comma-separated); empty means any host not excluded. */
  NEXT_PUBLIC_FATHOM_INCLUDED_DOMAINS: domainList,
  /** Hosts Fathom must not record on (comma-separated); the preview host is added to them. */
  NEXT_PUBLIC_FATHOM_EXCLUDED_DOMAINS: domainList,
  /** Host name preview deployments are served from (e.g. docs-preview.nitric.io); analytics never load there. */
  NEXT_PUBLIC_PREVIEW_HOST: z.string().regex(/^[^\s,<>"']+$/, 'a host name such as docs-preview.example.com').optional(),
})

export type SiteSettings = z.infer<typeof siteSettingsSchema>

export function parseSiteSettings(env: Record<string, string | undefined>): SiteSettings {
  const result = siteSettingsSchema.safeParse({
    NEXT_PUBLIC_SITE_URL: env.NEXT_PUBLIC_SITE_URL || undefined,
    NEXT_PUBLIC_GITHUB_BRANCH: env.NEXT_PUBLIC_GITHUB_BRANCH || undefined,
    DOCS_ALLOW_INDEXING: env.DOCS_ALLOW_INDEXING,
    NEXT_PUBLIC_FATHOM_SITE_ID: env.NEXT_PUBLIC_FATHOM_SITE_ID?.trim() || undefined,
    NEXT_PUBLIC_FATHOM_SCRIPT_URL: env.NEXT_PUBLIC_FATHOM_SCRIPT_URL?.trim() || undefined,
    NEXT_PUBLIC_FATHOM_INCLUDED_DOMAINS: env.NEXT_PUBLIC_FATHOM_INCLUDED_DOMAINS,
    NEXT_PUBLIC_FATHOM_EXCLUDED_DOMAINS: env.NEXT_PUBLIC_FATHOM_EXCLUDED_DOMAINS,
    NEXT_PUBLIC_PREVIEW_HOST: env.NEXT_PUBLIC_PREVIEW_HOST?.trim() || undefined,
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
    NEXT_PUBLIC_FATHOM_SITE_ID: process.env.NEXT_PUBLIC_FATHOM_SITE_ID,
    NEXT_PUBLIC_FATHOM_SCRIPT_URL: process.env.NEXT_PUBLIC_FATHOM_SCRIPT_URL,
    NEXT_PUBLIC_FATHOM_INCLUDED_DOMAINS: process.env.NEXT_PUBLIC_FATHOM_INCLUDED_DOMAINS,
    NEXT_PUBLIC_FATHOM_EXCLUDED_DOMAINS: process.env.NEXT_PUBLIC_FATHOM_EXCLUDED_DOMAINS,
    NEXT_PUBLIC_PREVIEW_HOST: process.env.NEXT_PUBLIC_PREVIEW_HOST,
  })
  return cached
}
