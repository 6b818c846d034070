import type { ReferenceIndex } from '../../src/lib/reference/entries'
import { BLIND_ROUNDS, isHeldOut, type AgentQuestion } from './agent-questions'

/** Routes that answer a question: `op:` keys resolved to that SDK version's pages in the reference model. */
export function expectedRoutes(question: AgentQuestion, index: ReferenceIndex): string[] {
  const routes = question.expect.flatMap((expected) => {
    if (!expected.startsWith('op:')) return [expected]
    return index.entries.filter((e) => e.op === expected.slice(3) && e.sdk.id === question.sdk && e.version === question.version).map((e) => e.route)
  })
  if (routes.length === 0) throw new Error(`${question.sdk} ${question.version} has no page for ${question.expect.join(', ')} ("${question.question}")`)
  return routes
}

/** The `search_docs` arguments that ask a question: its words, and its SDK version when it is scoped to one. */
export function searchArguments(question: Pick<AgentQuestion, 'question' | 'sdk' | 'version'>): { query: string; sdk?: AgentQuestion['sdk']; version?: AgentQuestion['version'] } {
  return { query: question.question, ...(question.sdk ? { sdk: question.sdk, version: question.version } : {}) }
}

/** The distinct page routes of a search_docs answer, in order (`https://host/docs/storage#x` → `/storage`). */
export function answerRoutes(text: string): string[] {
  const routes = [...text.matchAll(/^ {3}(https?:\/\/\S+)$/gm)].map(([, url]) => new URL(url).pathname.replace(/^\/docs/, '') || '/')
  return [...new Set(routes)]
}

export interface SplitScore {
  questions: number
  top1: number
  top3: number
  misses: Array<{ question: string; scope: string; expected: string[]; got: string[] }>
}

/** Disjoint splits (tuned on, held out of tuning, one per round of blind writing), then every blind round together and all questions together. */
export const SPLITS = ['tuned', 'heldOut', ...BLIND_ROUNDS.map((round) => `blind${round}` as const), 'blind', 'all'] as const
export type Split = (typeof SPLITS)[number]
export type BenchScore = Record<Split, SplitScore>

/** A blind question's round is its split, never counted as tuned or held out. */
const splitOf = (question: AgentQuestion, index: number): Split => (question.blind ? `blind${question.blind}` : isHeldOut(index, question) ? 'heldOut' : 'tuned')

/** Scores answers (one list of routes per question, in AGENT_QUESTIONS order) on each split. */
export function scoreAnswers(questions: readonly AgentQuestion[], answers: readonly string[][], index: ReferenceIndex): BenchScore {
  const score = {} as BenchScore
  for (const split of SPLITS) score[split] = { questions: 0, top1: 0, top3: 0, misses: [] }
  questions.forEach((question, i) => {
    const expected = expectedRoutes(question, index)
    const got = answers[i]
    const first = expected.includes(got[0])
    const inTop3 = got.slice(0, 3).some((route) => expected.includes(route))
    for (const split of [score.all, score[splitOf(question, i)], ...(question.blind ? [score.blind] : [])]) {
      split.questions++
      if (first) split.top1++
      if (inTop3) split.top3++
      if (!first) split.misses.push({ question: question.question, scope: question.sdk ? `${question.sdk}/${question.version}` : 'general', expected, got: got.slice(0, 3) })
    }
  })
  return score
}

/** A miss as the benchmarks list it: the question and its scope, the pages expected and the first three answered. */
export const formatMiss = (miss: SplitScore['misses'][number]): string =>
  `- [${miss.scope}] ${miss.question}\n    expected ${miss.expected.join(' | ')}\n    got      ${miss.got.join(' | ') || '(nothing)'}`

export const percent = (part: number, whole: number): string => `${((100 * part) / Math.max(whole, 1)).toFixed(1)}%`

/** `held-out`, `blind-2`, `all blind`: the splits as the figures in docs/performance.md name them. */
const splitLabel = (split: Split): string => (split === 'heldOut' ? 'held-out' : split === 'blind' ? 'all blind' : split.replace(/^blind/, 'blind-'))

/** One line per split: `held-out  32 questions  top-1 28 (87.5%)  top-3 31 (96.9%)`. */
export function formatScore(score: BenchScore): string {
  return SPLITS.map((name) => {
      const s = score[name]
      return `${splitLabel(name).padEnd(9)} ${String(s.questions).padStart(3)} questions  top-1 ${String(s.top1).padStart(3)} (${percent(s.top1, s.questions)})  top-3 ${String(s.top3).padStart(3)} (${percent(s.top3, s.questions)})`
    })
    .join('\n')
}
