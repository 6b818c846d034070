import { z } from 'zod'

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens')
const text = z.string().trim().min(1)

export const paramSchema = z
  .object({
    name: text,
    type: text.optional(),
    required: z.boolean().default(true),
    default: z.union([z.string(), z.number(), z.boolean()]).transform(String).optional(),
    variadic: z.boolean().optional(),
    /** Our own words: what the parameter is for. Required before a page is generated from the entry. */
    description: text.optional(),
  })
  .strict()

export const returnsSchema = z.object({ type: text, description: text.optional() }).strict()

const entryFields = {
  name: text,
  /** Page title and menu label, e.g. `bucket.file.read()`. */
  title: text,
  slug,
  /** Cross-language operation key: the same operation in every SDK shares it (support matrix, "In other languages"). */
  op: z.string().regex(/^[a-z0-9_]+(?:\.[a-z0-9_]+)*$/, 'must be dotted lower-case words, e.g. bucket.file.read'),
  /** The facts index keys this page documents (`bucket.on`, `bucket/File.read`). */
  entries: z.array(text).min(1),
  signature: text,
  params: z.array(paramSchema).default([]),
  returns: returnsSchema.optional(),
  /** true, or what to use instead. */
  deprecated: z.union([z.literal(true), text]).optional(),
  /** SDK release that introduced it, when later than the major version's first release. */
  since: text.optional(),
  /** Earlier addresses of this page in the same folder (slugs), answered with a permanent redirect here. */
  formerSlugs: z.array(slug).optional(),
}

export const methodSchema = z.object({ ...entryFields, owner: text.optional(), decorator: z.union([z.literal(true), text]).optional() }).strict()

export const resourceSchema = z
  .object({
    ...entryFields,
    permissions: z.array(text).optional(),
    legacyPermissions: z.array(text).optional(),
    methods: z.array(methodSchema).default([]),
  })
  .strict()

/** One model file: `reference/{sdk}/{version}/{folder}.yaml`. */
export const modelFileSchema = z.object({ resources: z.array(resourceSchema).min(1) }).strict()

export const sdkRegistrySchema = z
  .object({
    $comment: z.string().optional(),
    statusLabels: z.record(z.enum(['stable', 'experimental', 'legacy']), text),
    statusBadges: z.partialRecord(z.enum(['stable', 'experimental', 'legacy']), text),
    sdks: z
      .array(
        z
          .object({
            id: slug,
            label: text,
            status: z.enum(['stable', 'experimental', 'legacy']),
            language: text,
            languages: z.array(text).min(1),
            versions: z
              .array(z.object({ id: z.string().regex(/^v\d+$/), source: text, package: text, reference: z.enum(['complete', 'partial', 'overview', 'none']) }).strict())
              .min(1),
          })
          .strict()
          .refine((sdk) => sdk.languages.includes(sdk.language), { message: 'languages must include language', path: ['languages'] }),
      )
      .min(1),
  })
  .strict()

const tag = z.string().regex(/^v\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/, 'must be a release tag such as v1.0.3')

/**
 * Where one version marker was checked against the SDK's tagged source: the symbol exists at
 * `verified.tag` (the claimed release) and, for a marker after the first release, not at `absentAt`.
 */
export const versionMarkerRecordSchema = z
  .object({
    /** The file that carries the marker, from the repository root. */
    at: text,
    /** Model field markers: the entry title, plus ` › param` for a parameter. Prose markers: words on the marker's line. */
    subject: text,
    /** The claim as the check reads it: `since v1.0.3`, `deprecated in v0.5.0`, or `deprecated` for a field without a release. */
    claim: z.string().regex(/^(?:(?:since|deprecated in) v\d+\.\d+\.\d+|deprecated)$/, 'must be "since vX.Y.Z", "deprecated in vX.Y.Z" or "deprecated"'),
    verified: z.object({ tag, file: text, line: z.number().int().positive() }).strict(),
    /** The release before `verified.tag`, where the symbol (or the deprecation) is absent; omitted only for a first release or a plain `deprecated`. */
    absentAt: tag.optional(),
  })
  .strict()

/** `reference/{sdk}/version-markers.yaml`: one record per version marker of that SDK, in the model or in its pages. */
export const versionMarkersFileSchema = z.object({ markers: z.array(versionMarkerRecordSchema) }).strict()

/** `reference/sdk-tags.json`, written by `scripts/sdk-tags.ts` from the SDK repositories. */
export const sdkTagsFileSchema = z
  .object({ $comment: z.string(), repositories: z.record(z.string().regex(/^[\w.-]+\/[\w.-]+$/), z.array(z.string()).min(1)) })
  .strict()

export type ModelParam = z.infer<typeof paramSchema>
export type ModelReturns = z.infer<typeof returnsSchema>
export type ModelMethod = z.infer<typeof methodSchema>
export type ModelResource = z.infer<typeof resourceSchema>
export type ModelFile = z.infer<typeof modelFileSchema>
export type VersionMarkerRecord = z.infer<typeof versionMarkerRecordSchema>

/** One friendly message per problem: the file, the field path and what is wrong. */
export function formatIssues(file: string, error: z.ZodError, data?: unknown): string {
  return error.issues
    .map((issue) => `${file}: ${describePath(issue.path, data) || '(top level)'}: ${issue.message}`)
    .join('\n')
}

/** `resources[2] (bucket).methods[0] (allow).params[1].description`: indexes plus the names a writer searches for. */
function describePath(path: readonly PropertyKey[], data: unknown): string {
  let out = ''
  let node: unknown = data
  for (const key of path) {
    if (typeof key === 'number') {
      node = Array.isArray(node) ? node[key] : undefined
      const name = node && typeof node === 'object' && 'name' in node && typeof node.name === 'string' ? ` (${node.name})` : ''
      out += `[${key}]${name}`
    } else {
      node = node && typeof node === 'object' ? (node as Record<string, unknown>)[String(key)] : undefined
      out += (out ? '.' : '') + String(key)
    }
  }
  return out
}
