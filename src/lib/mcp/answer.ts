import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { MAX_ANSWER_CHARS } from './limits'

/**
 * A mistake in a tool call the agent can fix (an unknown page, an SDK version that does not exist).
 * Its message is shown to the agent as the tool's error result, so it says what to send instead.
 */
export class ToolInputError extends Error {
  override name = 'ToolInputError'
}

/** A tool's text answer. */
export function textResult(text: string): CallToolResult {
  return { content: [{ type: 'text', text }] }
}

/** A tool's error answer: the agent reads `message` and calls again. */
export function errorResult(message: string): CallToolResult {
  return { content: [{ type: 'text', text: message }], isError: true }
}

/**
 * `text` cut at the last line break before `max` characters, followed by a note that says how much
 * was left out and, with `hint`, what to ask for instead. Unchanged when it fits.
 */
export function boundText(text: string, hint = '', max = MAX_ANSWER_CHARS): string {
  if (text.length <= max) return text
  const note = `\n\n[Truncated: showing ${max} of ${text.length} characters.${hint ? ` ${hint}` : ''}]\n`
  const room = Math.max(0, max - note.length)
  const cut = text.lastIndexOf('\n', room)
  return text.slice(0, cut > room / 2 ? cut : room) + note
}

/** A list of names for a message, at most `max`, saying how many more there are. */
export function listForMessage(items: readonly string[], max: number): string {
  const shown = items.slice(0, max).join(', ')
  return items.length > max ? `${shown} and ${items.length - max} more` : shown
}
