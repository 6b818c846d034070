import { execFileSync } from 'node:child_process'
import { lastChangedLogArgs, parseLastChanged } from './parse-log'

/** Runs git with these arguments and returns its standard output; throws when git fails or is missing. */
export type GitRunner = (args: string[]) => string

export interface LastChangedDates {
  /** Repository-relative file → ISO date of its last commit. Empty when the history cannot be trusted. */
  dates: Map<string, string>
  /** Why there are no dates, for one build warning; absent when the history was read. */
  problem?: string
}

export function gitRunner(cwd: string): GitRunner {
  return (args) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 })
}

/**
 * Last-change dates of every file under `pathspec`, from one `git log` pass. A shallow clone only
 * knows its newest commits, so every file would seem changed in the clone's last commit: it yields
 * no dates rather than wrong ones, and so does a checkout without git.
 */
export function readLastChanged(run: GitRunner, pathspec: readonly string[]): LastChangedDates {
  let shallow: string
  try {
    shallow = run(['rev-parse', '--is-shallow-repository']).trim()
  } catch {
    return { dates: new Map(), problem: 'no git history (not a git checkout, or git is not installed)' }
  }
  if (shallow === 'true') {
    return { dates: new Map(), problem: 'this is a shallow clone; fetch the full history (git fetch --unshallow) to show them' }
  }
  try {
    return { dates: parseLastChanged(run(lastChangedLogArgs(pathspec))) }
  } catch (error) {
    return { dates: new Map(), problem: `git log failed: ${(error as Error).message.split('\n')[0]}` }
  }
}
