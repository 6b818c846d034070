/**
 * Words that only shape a question ("how do I … in my app"), Algolia's `removeStopWords` for English:
 * a query drops them unless it has nothing else, so they never exclude or rank a result. Words
 * that are also SDK method names (`on`, `for`, `with`, `all`, `get`, `put`, `set`) are kept.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a about am an and any are as at be been being but by can could did do does doing done ' +
    'from had has have having how i i\'m if in into is it its me my myself of or our ours should so some ' +
    'than that the their them then there these they this those to too us very was we were what whats ' +
    'when whenever where which while who whom why will would you your yours'
  ).split(' '),
)

/** The query's words without stop words, or all of them when nothing else is left. */
export function withoutStopWords(words: readonly string[]): string[] {
  const kept = words.filter((word) => !STOP_WORDS.has(word))
  return kept.length > 0 ? kept : [...words]
}

/**
 * The question index's stop words (question-index.ts): the same, less `where`, which is also the
 * query method of the v0 collections (`query.where`). A question about filtering documents names it
 * and little else. The site search keeps Algolia's list, which drops it.
 */
export const QUESTION_STOP_WORDS: ReadonlySet<string> = new Set([...STOP_WORDS].filter((word) => word !== 'where'))
