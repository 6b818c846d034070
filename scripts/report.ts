/**
 * The maintainers' report: npm run report -- <gaps|feedback|purge> [options]. See --help.
 * Reads the store the site writes (FEEDBACK_DB_PATH or DATABASE_URL, FEEDBACK_DB_SCHEMA).
 */
import { FEEDBACK_USAGE, feedbackCommand } from './lib/feedback-command'
import { GAPS_USAGE, gapsCommand } from './lib/gaps-command'
import { PURGE_USAGE, purgeCommand } from './lib/purge-command'
import { runCommand, UsageError } from './lib/report-cli'

const USAGE = `Usage: npm run report -- <command> [options]

Commands:
  gaps       what readers searched for and did not find, searches they did not follow,
             and the pages they said did not help, with their comments (the default)
  feedback   the feedback report on its own, with CSV/JSON export of every submission
  purge      delete search counts older than the retention (SEARCH_SIGNALS_RETENTION_DAYS)

npm run report -- <command> --help describes each command's options.`

const COMMANDS: Record<string, { run: (argv: string[]) => Promise<number>; usage: string }> = {
  gaps: { run: gapsCommand, usage: GAPS_USAGE },
  feedback: { run: feedbackCommand, usage: FEEDBACK_USAGE },
  purge: { run: purgeCommand, usage: PURGE_USAGE },
}

const [first, ...rest] = process.argv.slice(2)
if (first === '-h' || first === '--help') {
  process.stdout.write(`${USAGE}\n`)
} else if (first === undefined || first.startsWith('-')) {
  runCommand(gapsCommand, process.argv.slice(2), GAPS_USAGE)
} else if (COMMANDS[first]) {
  runCommand(COMMANDS[first].run, rest, COMMANDS[first].usage)
} else {
  runCommand(() => Promise.reject(new UsageError(`Unknown command "${first}"`)), [], USAGE)
}
