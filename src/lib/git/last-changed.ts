import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { distDir } from '../dist-dir'
import { gitRunner, readLastChanged, type LastChangedDates } from './history'

/** Where `next build`'s main process leaves the dates for its page workers. */
const SHARED_FILE_ENV = 'DOCS_LAST_CHANGED_FILE'
/** Where the build leaves the dates for the production server, in the build output: a deployed server has no git history. */
export const SERVER_DATES_FILE = 'last-changed.json'
const PATHSPEC = ['content']

let memo: Map<string, string> | undefined

function repositoryDates(): LastChangedDates {
  return readLastChanged(gitRunner(/*turbopackIgnore: true*/ process.cwd()), PATHSPEC)
}

function warn(problem: string): void {
  console.warn(`⚠ Pages show no last-updated date: ${problem}.`)
}

function readShared(path: string): Map<string, string> | undefined {
  try {
    return new Map(Object.entries(JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>))
  } catch {
    return undefined
  }
}

/**
 * Called once by next.config.ts when `next build` starts: reads the history in one git pass, prints
 * the one warning a shallow clone or a missing git deserves, and hands the dates to the page workers
 * (they inherit the environment), so a build with several workers neither re-reads nor re-warns.
 */
export function shareLastChangedForBuild(): void {
  // Next.js may load its config more than once in the same process: read and warn once.
  if (memo) return
  const { dates, problem } = repositoryDates()
  if (problem) warn(problem)
  // One file per checkout, rewritten by each build (two builds of one checkout write the same dates).
  const checkout = createHash('sha1').update(process.cwd()).digest('hex').slice(0, 12)
  const file = join(tmpdir(), `docs-last-changed-${checkout}.json`)
  writeFileSync(file, JSON.stringify(Object.fromEntries(dates)))
  process.env[SHARED_FILE_ENV] = file
  memo = dates
}

/** Content file (repository-relative, e.g. `content/apis.mdx`) → ISO date of its last commit. */
export function lastChangedDates(): Map<string, string> {
  if (memo) return memo
  const shared = process.env[SHARED_FILE_ENV]
  const fromBuild = shared ? readShared(shared) : process.env.NODE_ENV === 'production' ? readShared(join(/*turbopackIgnore: true*/ process.cwd(), distDir(), SERVER_DATES_FILE)) : undefined
  if (fromBuild) return (memo = fromBuild)
  const { dates, problem } = repositoryDates()
  if (problem) warn(problem)
  return (memo = dates)
}

/** The date a file last changed in git, or undefined when unknown (new file, shallow clone, no git). */
export function lastChanged(file: string): string | undefined {
  return lastChangedDates().get(file)
}

/** After the build: the dates every page was built with, for the production server (`next start` or the standalone server). */
export function writeServerDates(dir: string): void {
  writeFileSync(join(dir, SERVER_DATES_FILE), JSON.stringify(Object.fromEntries(lastChangedDates())))
}
