/**
 * After `next build`: builds the question index `search_docs` ranks pages with
 * (src/lib/search/question-index.ts) from the same pages and records the server's search engine is
 * built from, and writes it with MiniSearch's own JSON into both builds' folders, so the production
 * server loads it at start-up instead of building it (src/lib/search/site-question-index.ts).
 */
import { join } from 'node:path'
import { distDir } from '../src/lib/dist-dir'
import { QUESTION_INDEX_FILE, writeQuestionIndex } from '../src/lib/search/site-question-index'
import { standaloneDir } from './lib/standalone-dir'

const started = performance.now()
const dist = distDir()
const { bytes } = writeQuestionIndex([dist, join(standaloneDir(), dist)])
console.log(`✓ ${QUESTION_INDEX_FILE}: ${(bytes / 2 ** 20).toFixed(2)} MB in ${((performance.now() - started) / 1000).toFixed(1)} s`)
