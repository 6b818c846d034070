/** The specification's select-menu constant: typed characters add up to one search until this long passes without another. */
export const TYPE_AHEAD_RESET_MS = 1000

/**
 * The option a select menu's type-ahead moves to, as native selects and WAI-ARIA listboxes choose it:
 * the first option after the current one (wrapping round) whose label starts with what was typed,
 * case aside. Typing one letter again and again (`v`, `vv`) steps through the options starting with
 * it; the current option is kept when it is the only one that matches a longer search.
 */
export function typeAheadMatch(labels: readonly string[], current: number, typed: string): number | undefined {
  const prefix = typed.toLowerCase().replace(/^(.)\1+$/, '$1')
  // With one letter, start after the current option so a repeat moves on; with more, the current may still match.
  const start = prefix.length === 1 ? current + 1 : Math.max(current, 0)
  return [...labels.keys()].map((step) => (start + step) % labels.length).find((index) => labels[index].toLowerCase().startsWith(prefix))
}
