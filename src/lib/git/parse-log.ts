/** Starts each commit in the log output so commit lines can never be mistaken for file names. */
export const COMMIT_MARKER = '\u001e'

/**
 * `git log` arguments whose output {@link parseLastChanged} reads: every commit's date, then its files,
 * with paths relative to the working directory (so the site may live in a folder of a larger repository).
 * A merge lists the files it leaves different from every parent (edits from two branches combined, a
 * conflict resolved), as `git log -1 -- file` counts it; a file the merge takes unchanged from one
 * side keeps that side's commit.
 */
export function lastChangedLogArgs(pathspec: readonly string[]): string[] {
  return ['-c', 'core.quotePath=false', 'log', `--format=format:${COMMIT_MARKER}%cI`, '--name-only', '--diff-merges=dense-combined', '--relative', '--no-renames', '--', ...pathspec]
}

/**
 * Reads one `git log --name-only` pass and answers, for every file it mentions, the committer date
 * (ISO 8601, as git printed it) of the newest commit that touched it. "Newest" is by date, not by
 * position, so merged branches with older commits listed later cannot win.
 */
export function parseLastChanged(output: string): Map<string, string> {
  const dates = new Map<string, string>()
  const newest = new Map<string, number>()
  for (const chunk of output.split(COMMIT_MARKER)) {
    const lines = chunk.split(/\r?\n/)
    const date = lines[0].trim()
    const time = Date.parse(date)
    if (!date || Number.isNaN(time)) continue
    for (const line of lines.slice(1)) {
      const file = line.trim()
      if (!file) continue
      const seen = newest.get(file)
      if (seen === undefined || time > seen) {
        newest.set(file, time)
        dates.set(file, date)
      }
    }
  }
  return dates
}
