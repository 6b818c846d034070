/**
 * Agent benchmark: npm run bench:agents [-- --url http://127.0.0.1:3000/docs/api/mcp --misses]
 *
 * Sends each question of tests/bench/agent-questions.ts once to a running site's `search_docs` tool
 * with the official MCP client (Streamable HTTP, as agents call it) and prints top-1 and top-3: on
 * the questions search was tuned on, on the held-out ones, and on all. `--misses` lists the questions
 * whose page did not come first. Start the server with MCP_MS_PER_SECOND=0, or its time budget may
 * refuse calls part way through (reported, and counted as misses).
 */
import { parseArgs } from 'node:util'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { referenceIndex } from '../src/lib/reference/entries'
import { AGENT_QUESTIONS } from '../tests/bench/agent-questions'
import { answerRoutes, formatMiss, formatScore, scoreAnswers, searchArguments } from '../tests/bench/score-questions'

const { values } = parseArgs({ options: { url: { type: 'string', default: 'http://127.0.0.1:3000/docs/api/mcp' }, misses: { type: 'boolean', default: false } } })

async function main() {
  const client = new Client({ name: 'bench-agents', version: '1.0.0' })
  await client.connect(new StreamableHTTPClientTransport(new URL(values.url)))
  const answers: string[][] = []
  const times: number[] = []
  let refused = 0
  for (const q of AGENT_QUESTIONS) {
    const started = performance.now()
    try {
      const result = (await client.callTool({ name: 'search_docs', arguments: searchArguments(q) })) as CallToolResult
      times.push(performance.now() - started)
      answers.push(answerRoutes(result.content.map((part) => (part.type === 'text' ? part.text : '')).join('')))
    } catch (error) {
      if (!/429/.test(String(error))) throw error
      refused++
      answers.push([])
    }
  }
  await client.close()
  const score = scoreAnswers(AGENT_QUESTIONS, answers, referenceIndex())
  times.sort((a, b) => a - b)
  const p95 = times[Math.max(0, Math.ceil(0.95 * times.length) - 1)] ?? 0
  console.log(`search_docs at ${values.url}: ${AGENT_QUESTIONS.length} questions, one call each (round trip p95 ${p95.toFixed(1)} ms)\n`)
  console.log(formatScore(score))
  if (refused) console.log(`\nrefused with 429: ${refused} calls; start the server with MCP_MS_PER_SECOND=0`)
  if (values.misses) {
    console.log('\nnot first:')
    for (const miss of score.all.misses) console.log(formatMiss(miss))
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
