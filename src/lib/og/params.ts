import { z } from 'zod'

/** Longest values the endpoint accepts; page titles and descriptions are far shorter (under 200). */
export const OG_TITLE_MAX = 256
export const OG_DESCRIPTION_MAX = 1024

const schema = z.object({
  title: z.string().max(OG_TITLE_MAX, `title: at most ${OG_TITLE_MAX} characters`).default(''),
  description: z.string().max(OG_DESCRIPTION_MAX, `description: at most ${OG_DESCRIPTION_MAX} characters`).default(''),
})

export type OgParams = z.infer<typeof schema>

/** Reads `title` and `description` from a query (the first of each when repeated; others ignored). */
export function parseOgParams(query: URLSearchParams): { ok: true; params: OgParams } | { ok: false; error: string } {
  const result = schema.safeParse({
    title: query.get('title') ?? undefined,
    description: query.get('description') ?? undefined,
  })
  if (result.success) return { ok: true, params: result.data }
  return { ok: false, error: result.error.issues.map((issue) => issue.message).join('; ') }
}
