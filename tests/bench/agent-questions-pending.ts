/**
 * Blind rounds written but not yet part of the benchmark (tests/bench/agent-questions.ts), with the
 * same brief (docs/blind-questions.md). Each was scored once on the search its writers never saw
 * (docs/performance.md keeps the figures). A round joins AGENT_QUESTIONS, and the per-round floor of
 * tests/unit/mcp/agent-benchmark.test.ts, once it has been studied and search answers it at that
 * floor; until then its questions are what the next change is measured on first:
 * `npx tsx scripts/bench-pending-questions.ts`.
 */
import type { AgentQuestion } from './agent-questions'

export interface PendingQuestion extends Omit<AgentQuestion, 'blind'> {
  blind: 47 | 48
}

export const PENDING_QUESTIONS: PendingQuestion[] = [
]
