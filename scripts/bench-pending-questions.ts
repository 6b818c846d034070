/**
 * The blind rounds not yet in the benchmark, through `search_docs` in process:
 * npx tsx scripts/bench-pending-questions.ts [-- --misses]
 *
 * Prints top-1 and top-3 per pending round (tests/bench/agent-questions-pending.ts) and, with
 * `--misses`, each question whose page did not come first.
 */
import { parseArgs } from 'node:util'
import { siteSources } from '../src/lib/mcp/sources'
import { searchDocs } from '../src/lib/mcp/tools/search-docs'
import { referenceIndex } from '../src/lib/reference/entries'
import { PENDING_QUESTIONS } from '../tests/bench/agent-questions-pending'
import { answerRoutes, formatMiss, percent, scoreAnswers, searchArguments } from '../tests/bench/score-questions'

const { values } = parseArgs({ options: { misses: { type: 'boolean', default: false } } })
const sources = siteSources()
const index = referenceIndex()
for (const round of [...new Set(PENDING_QUESTIONS.map((question) => question.blind))]) {
  // Scored as one round of its own: a pending round has no split in score-questions.ts (BLIND_ROUNDS).
  const questions = PENDING_QUESTIONS.filter((question) => question.blind === round).map(({ blind: _round, ...question }) => question)
  const answers = questions.map((q) => answerRoutes(searchDocs.run(searchArguments(q), sources)))
  const { all } = scoreAnswers(questions, answers, index)
  console.log(`round ${round}: ${all.questions} questions  top-1 ${all.top1} (${percent(all.top1, all.questions)})  top-3 ${all.top3} (${percent(all.top3, all.questions)})`)
  if (values.misses) for (const miss of all.misses) console.log(formatMiss(miss))
}
