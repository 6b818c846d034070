import { AGENT_QUESTIONS } from '../../bench/agent-questions'
import { answerRoutes, formatScore, scoreAnswers, searchArguments, SPLITS, type SplitScore } from '../../bench/score-questions'
import { call, connectedClient, sources } from './helpers'

// The agent benchmark's questions (npm run bench:agents sends them to a running server) sent through
// the search_docs tool in process. Floors sit a little under today's figures (docs/performance.md), so
// a change that makes agents find fewer pages fails here: the tuned and held-out splits each have
// one, every round of blind writing has the same one (each is 40 or 50 questions; today's lowest is
// 85% and 95%), and all blind rounds together have one just under today's 94.6% and 99.0%.
interface Rates {
  top1: number
  top3: number
}

const FLOOR: Record<'tuned' | 'heldOut' | 'blindRound' | 'allBlind', Rates> = {
  tuned: { top1: 0.95, top3: 1 },
  heldOut: { top1: 0.85, top3: 0.975 },
  blindRound: { top1: 0.82, top3: 0.92 },
  allBlind: { top1: 0.92, top3: 0.98 },
}

describe('agent benchmark floor', () => {
  it('has at least 80 questions across every SDK, both versions and general topics', () => {
    expect(AGENT_QUESTIONS.length).toBeGreaterThanOrEqual(80)
    const scopes = new Set(AGENT_QUESTIONS.map((q) => (q.sdk ? `${q.sdk}/${q.version}` : 'general')))
    expect([...scopes].sort()).toEqual(['csharp/v0', 'dart/v1', 'general', 'go/v0', 'go/v1', 'jvm/v0', 'nodejs/v0', 'nodejs/v1', 'python/v0', 'python/v1'])
  })

  it('finds the right page first and in the top three often enough', async () => {
    const client = await connectedClient()
    const answers: string[][] = []
    for (const q of AGENT_QUESTIONS) {
      const { text } = await call(client, 'search_docs', searchArguments(q))
      answers.push(answerRoutes(text))
    }
    const score = scoreAnswers(AGENT_QUESTIONS, answers, sources.reference())
    const summary = formatScore(score)
    const rounds = SPLITS.filter((name) => /^blind\d+$/.test(name))
    const floors: Array<[string, SplitScore, Rates]> = [
      ['tuned', score.tuned, FLOOR.tuned],
      ['held out', score.heldOut, FLOOR.heldOut],
      ...rounds.map((name): [string, SplitScore, Rates] => [name, score[name], FLOOR.blindRound]),
      ['all blind', score.blind, FLOOR.allBlind],
    ]
    for (const [name, split, floor] of floors) {
      expect(split.top1 / split.questions, `${name} top-1\n${summary}`).toBeGreaterThanOrEqual(floor.top1)
      expect(split.top3 / split.questions, `${name} top-3\n${summary}`).toBeGreaterThanOrEqual(floor.top3)
    }
  }, 60_000)

  it('answers a question even when only some of its words match a page in scope', async () => {
    const client = await connectedClient()
    const { text } = await call(client, 'search_docs', { query: 'read the newest value of a secret', sdk: 'nodejs', version: 'v1' })
    expect(answerRoutes(text)[0]).toBe('/reference/nodejs/secrets/secret-latest')
  })

  it('puts the framework’s own page before SDK pages when a question names no SDK', async () => {
    const client = await connectedClient()
    const { text } = await call(client, 'search_docs', { query: 'schedule cron', limit: 5 })
    expect(answerRoutes(text)[0]).toBe('/schedules')
  })

  it('puts a cloud’s provider pages first only when a question names that cloud', async () => {
    const client = await connectedClient()
    const ask = async (query: string) => answerRoutes((await call(client, 'search_docs', { query, limit: 5 })).text)
    expect((await ask('websockets on google cloud'))[0]).toBe('/reference/providers/gcp/websockets')
    expect((await ask('websockets on aws'))[0]).toBe('/reference/providers/aws/websockets')
    expect((await ask('which azure service stores my secrets')).slice(0, 2)).toContain('/reference/providers/azure/secrets')
    const unnamed = await ask('which cloud service stores my secrets')
    expect(unnamed[0]).toBe('/secrets')
    expect(unnamed.slice(0, 3).filter((route) => /^\/reference\/providers\/(aws|gcp|azure)\//.test(route))).toEqual([])
  })
})
