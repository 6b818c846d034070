import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { getContentContext } from '../content/loader'
import { distDir } from '../dist-dir'
import type { ReferenceEntry, ReferenceIndex } from '../reference/entries'
import { versionOperations } from '../reference/operations'
import { operationVocabulary } from '../reference/vocabulary'
import { createQuestionIndex, loadQuestionIndex, type QuestionIndex, type SerializedQuestionIndex } from './question-index'
import type { SearchEngine } from './engine'
import { getSiteSearchEngine } from './site-engine'

/** Where the build leaves the serialized question index for the production server, in the build output (scripts/write-question-index.ts). */
export const QUESTION_INDEX_FILE = 'question-index.json'

/**
 * Reference pages are found by their operation's everyday words (reference/vocabulary.yaml): page url →
 * those words. A resource's page also takes the words of the operations its SDK has in another version
 * but not in this one (Python v0 has no `schedule.cron`, v1 has): asked for one of them in that
 * version, the resource's page is where the answer is.
 */
function vocabularyOf(reference: ReferenceIndex): (url: string) => string | undefined {
  const vocabulary = operationVocabulary()
  const wordsOf = (entry: ReferenceEntry): readonly string[] => {
    const own = vocabulary.get(entry.op) ?? []
    if (entry.kind !== 'resource') return own
    const present = versionOperations(reference, entry.sdk.id, entry.version)
    const lacking = new Set(
      entry.sdk.versions.flatMap((version) => [...versionOperations(reference, entry.sdk.id, version).keys()]).filter((op) => op.startsWith(`${entry.op}.`) && !present.has(op)),
    )
    return [...own, ...[...lacking].flatMap((op) => vocabulary.get(op) ?? [])]
  }
  const byUrl = new Map(reference.entries.map((entry) => [`/docs${entry.route}`, wordsOf(entry).join(' · ')]))
  return (url) => byUrl.get(url)
}

/** The question index over the site search engine's records, built from scratch. */
export function buildSiteQuestionIndex(engine: SearchEngine = getSiteSearchEngine()): QuestionIndex {
  return createQuestionIndex(engine.records, vocabularyOf(getContentContext().reference))
}

/** Writes the site's question index into a build output folder, for the production server to load instead of building it. */
export function writeQuestionIndex(dirs: readonly string[]): { bytes: number } {
  const json = JSON.stringify(buildSiteQuestionIndex().toJSON())
  for (const dir of dirs) writeFileSync(join(dir, QUESTION_INDEX_FILE), json)
  return { bytes: Buffer.byteLength(json) }
}

function readBuilt(engine: SearchEngine): QuestionIndex | undefined {
  let serialized: SerializedQuestionIndex
  try {
    serialized = JSON.parse(readFileSync(join(/*turbopackIgnore: true*/ process.cwd(), distDir(), QUESTION_INDEX_FILE), 'utf8')) as SerializedQuestionIndex
  } catch {
    return undefined
  }
  return loadQuestionIndex(serialized, engine.records)
}

// Kept on globalThis for the reason site-engine.ts gives: start-up and the MCP route share one index.
const KEY = Symbol.for('nitric-docs.search.question-index')
const store = globalThis as typeof globalThis & { [KEY]?: WeakMap<SearchEngine, QuestionIndex> }

/**
 * The question index over the site search engine, one per engine (an engine is rebuilt when the
 * content changes in development). A production server loads the one the build wrote, so no request
 * pays for building it; without that file (development, tests) or when the pages differ from the
 * build's, it is built here.
 */
export function getSiteQuestionIndex(): QuestionIndex {
  const engine = getSiteSearchEngine()
  const indexes = (store[KEY] ??= new WeakMap())
  let index = indexes.get(engine)
  if (!index) {
    index = (process.env.NODE_ENV === 'production' ? readBuilt(engine) : undefined) ?? buildSiteQuestionIndex(engine)
    indexes.set(engine, index)
  }
  return index
}
