import { parse as parseYaml } from 'yaml'
import { z } from 'zod'
import { BUILDING_BLOCKS } from '../building-blocks'

export const frontmatterSchema = z
  .object({
    /** Required, except on reference pages, whose title comes from the reference model. */
    title: z.string().trim().min(1).optional(),
    description: z.string().trim().min(1),
    title_meta: z.string().trim().min(1).optional(),
    /** A page for writers, not readers: reachable by link, but left out of search, feeds and sitemaps. */
    unlisted: z.boolean().optional(),
    /** Words readers use for what the page covers that its text may not: search finds the page by them; never shown. */
    keywords: z.array(z.string().trim().min(1).max(60)).min(1).max(20).optional(),
    /** Guides: the building blocks a guide uses, by id (`apis`, `storage`, …); the guide index filters on them. */
    tags: z.array(z.enum(BUILDING_BLOCKS.map((block) => block.id) as [string, ...string[]])).min(1).optional(),
  })
  .strict()

export type Frontmatter = z.infer<typeof frontmatterSchema>

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/

/** Splits a page into validated frontmatter and its MDX body; throws naming the file when invalid. */
export function splitFrontmatter(source: string, file: string): { data: Frontmatter; body: string; bodyLine: number } {
  const match = FRONTMATTER.exec(source)
  if (!match) throw new Error(`${file}: missing frontmatter (--- title, description ---)`)
  const result = frontmatterSchema.safeParse(parseYaml(match[1]) ?? {})
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.') || 'frontmatter'}: ${i.message}`)
    throw new Error(`${file}: invalid frontmatter — ${problems.join('; ')}`)
  }
  const bodyLine = match[0].split('\n').length
  return { data: result.data, body: source.slice(match[0].length), bodyLine }
}
