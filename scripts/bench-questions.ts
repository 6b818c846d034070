/**
 * Question benchmark in process: npm run bench:questions [-- --rounds 3]
 *
 * What `search_docs` costs and finds without a server: the site search engine's build (pages,
 * records, index), the first `search_docs` call (which loads or builds the question index), then
 * every question of tests/bench/agent-questions.ts sent `--rounds` times through the tool: p50/p95
 * per call, the question index's build, JSON size and load, heap after, and top-1/top-3 on the tuned and held-out splits (as bench:agents prints them
 * through a running server), and on the `--last` questions (the newest written, held out).
 * `--misses <split>` lists that split's questions whose page did not come first.
 */
import { parseArgs } from 'node:util'
import { siteSources } from '../src/lib/mcp/sources'
import { searchDocs } from '../src/lib/mcp/tools/search-docs'
import { referenceIndex } from '../src/lib/reference/entries'
import { AGENT_QUESTIONS } from '../tests/bench/agent-questions'
import { answerRoutes, formatMiss, formatScore, percent, scoreAnswers, searchArguments, SPLITS, type Split } from '../tests/bench/score-questions'

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '3' }, misses: { type: 'string' }, last: { type: 'string', default: '30' } } })
const rounds = Math.max(1, Number(values.rounds))

const percentile = (sorted: number[], f: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(f * sorted.length) - 1))]
const ms = (n: number) => `${n.toFixed(1)} ms`

const sources = siteSources()
let started = performance.now()
sources.searchEngine()
const engineMs = performance.now() - started
const ask = (i: number) => {
  const q = AGENT_QUESTIONS[i]
  return searchDocs.run(searchArguments(q), sources)
}
started = performance.now()
ask(0)
const firstMs = performance.now() - started
const times: number[] = []
let answers: string[][] = []
for (let round = 0; round < rounds; round++) {
  answers = []
  for (let i = 0; i < AGENT_QUESTIONS.length; i++) {
    started = performance.now()
    const text = ask(i)
    times.push(performance.now() - started)
    answers.push(answerRoutes(text))
  }
}
times.sort((a, b) => a - b)
const score = scoreAnswers(AGENT_QUESTIONS, answers, referenceIndex())
console.log(`site search engine (pages, records, index): ${ms(engineMs)}`)
console.log(`first search_docs call (question index ready): ${ms(firstMs)}`)
console.log(`search_docs over ${AGENT_QUESTIONS.length} questions × ${rounds}: p50 ${ms(percentile(times, 0.5))}, p95 ${ms(percentile(times, 0.95))}`)
// The build's side (absent before the index was serialized): build from scratch, serialize, load.
const site = await import('../src/lib/search/site-question-index').catch(() => undefined)
const question = await import('../src/lib/search/question-index')
if (site && 'loadQuestionIndex' in question) {
  started = performance.now()
  const built = site.buildSiteQuestionIndex()
  const buildMs = performance.now() - started
  const json = JSON.stringify(built.toJSON())
  started = performance.now()
  question.loadQuestionIndex(JSON.parse(json), sources.searchEngine().records)
  const loadMs = performance.now() - started
  console.log(`question index: build ${ms(buildMs)}, JSON ${(Buffer.byteLength(json) / 2 ** 20).toFixed(2)} MB, parse and load ${ms(loadMs)}`)
}
console.log(`heap used ${(process.memoryUsage().heapUsed / 2 ** 20).toFixed(0)} MB, rss ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB\n`)
console.log(formatScore(score))
const last = Math.min(AGENT_QUESTIONS.length, Math.max(0, Number(values.last)))
if (last > 0) {
  const newest = scoreAnswers(AGENT_QUESTIONS.slice(-last), answers.slice(-last), referenceIndex()).all
  console.log(`last ${last} questions: top-1 ${newest.top1} (${percent(newest.top1, last)})  top-3 ${newest.top3} (${percent(newest.top3, last)})`)
}
const missesOf = values.misses as Split | undefined
if (missesOf && !SPLITS.includes(missesOf)) throw new Error(`--misses takes a split: ${SPLITS.join(', ')}`)
if (missesOf) for (const miss of score[missesOf].misses) console.log(formatMiss(miss))
