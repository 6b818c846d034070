import type { ReferenceIndex } from '../../src/lib/reference/entries'
import { blindRound, isHeldOut, type AgentQuestion } from './agent-questions'

/** Routes that answer a question: `op:` keys resolved to that SDK version's pages in the reference model. */
export function expectedRoutes(question: AgentQuestion, index: ReferenceIndex): string[] {
  const routes = question.expect.flatMap((expected) => {
    if (!expected.startsWith('op:')) return [expected]
    return index.entries.filter((e) => e.op === expected.slice(3) && e.sdk.id === question.sdk && e.version === question.version).map((e) => e.route)
  })
  if (routes.length === 0) throw new Error(`${question.sdk} ${question.version} has no page for ${question.expect.join(', ')} ("${question.question}")`)
  return routes
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

/** Six disjoint splits (tuned on, held out of tuning, written blind in rounds 1 to 4) and all of them together. */
export interface BenchScore {
  tuned: SplitScore
  heldOut: SplitScore
  blind: SplitScore
  blind2: SplitScore
  blind3: SplitScore
  blind4: SplitScore
  all: SplitScore
}

export const SPLITS = ['tuned', 'heldOut', 'blind', 'blind2', 'blind3', 'blind4', 'all'] as const

const empty = (): SplitScore => ({ questions: 0, top1: 0, top3: 0, misses: [] })

/** Scores answers (one list of routes per question, in AGENT_QUESTIONS order) on each split. */
export function scoreAnswers(questions: readonly AgentQuestion[], answers: readonly string[][], index: ReferenceIndex): BenchScore {
  const score: BenchScore = { tuned: empty(), heldOut: empty(), blind: empty(), blind2: empty(), blind3: empty(), blind4: empty(), all: empty() }
  questions.forEach((question, i) => {
    const expected = expectedRoutes(question, index)
    const got = answers[i]
    const first = expected.includes(got[0])
    const inTop3 = got.slice(0, 3).some((route) => expected.includes(route))
    for (const split of [score.all, blindRound(question) === 1 ? score.blind : blindRound(question) === 2 ? score.blind2 : blindRound(question) === 3 ? score.blind3 : blindRound(question) === 4 ? score.blind4 : isHeldOut(i, question) ? score.heldOut : score.tuned]) {
      split.questions++
      if (first) split.top1++
      if (inTop3) split.top3++
      if (!first) split.misses.push({ question: question.question, scope: question.sdk ? `${question.sdk}/${question.version}` : 'general', expected, got: got.slice(0, 3) })
    }
  })
  return score
}

export const percent = (part: number, whole: number): string => `${((100 * part) / Math.max(whole, 1)).toFixed(1)}%`

const SPLIT_LABELS: Record<(typeof SPLITS)[number], string> = { tuned: 'tuned', heldOut: 'held-out', blind: 'blind-1', blind2: 'blind-2', blind3: 'blind-3', blind4: 'blind-4', all: 'all' }

/** One line per split: `held-out  32 questions  top-1 28 (87.5%)  top-3 31 (96.9%)`. */
export function formatScore(score: BenchScore): string {
  return SPLITS.map((name) => {
      const s = score[name]
      return `${SPLIT_LABELS[name].padEnd(9)} ${String(s.questions).padStart(3)} questions  top-1 ${String(s.top1).padStart(3)} (${percent(s.top1, s.questions)})  top-3 ${String(s.top3).padStart(3)} (${percent(s.top3, s.questions)})`
    })
    .join('\n')
}
