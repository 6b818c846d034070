import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse as parseYaml } from 'yaml'
import { z } from 'zod'
import { REFERENCE_DIR } from './load-model'

export const VOCABULARY_FILE = 'reference/vocabulary.yaml'

const vocabularySchema = z.record(
  z.string().regex(/^[a-z0-9_]+(?:\.[a-z0-9_]+)*$/, 'must be an op key, e.g. bucket.read'),
  z.array(z.string().trim().min(1).max(60)).min(1).max(20),
)

export type Vocabulary = ReadonlyMap<string, readonly string[]>

/** Parses the vocabulary file's text: op key → the everyday words for that operation. */
export function parseVocabulary(text: string, file = VOCABULARY_FILE): Vocabulary {
  const result = vocabularySchema.safeParse(parseYaml(text) ?? {})
  if (!result.success) throw new Error(`${file}: ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`)
  return new Map(Object.entries(result.data))
}

let cached: Vocabulary | undefined

/** The words developers use for each operation, kept once per `op` for every SDK and version. */
export function operationVocabulary(): Vocabulary {
  return (cached ??= parseVocabulary(readFileSync(join(REFERENCE_DIR, 'vocabulary.yaml'), 'utf8')))
}
