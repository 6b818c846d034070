/** Maintainer report of reader feedback: npm run feedback -- [options]; see --help and scripts/report.ts. */
import { FEEDBACK_USAGE, feedbackCommand } from './lib/feedback-command'
import { runCommand } from './lib/report-cli'

runCommand(feedbackCommand, process.argv.slice(2), FEEDBACK_USAGE)
