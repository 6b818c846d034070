/** Fails when a menu link, a page link or an anchor points at nothing. Runs before every build. */
import { checkContent } from '../src/lib/content/check-content'
import { getAllPages } from '../src/lib/content/loader'
import { MENUS } from '../src/lib/navigation/menus'

const pages = getAllPages()
const problems = checkContent(pages, MENUS)
for (const problem of problems) console.error(`✗ ${problem.where}: ${problem.message}`)
if (problems.length > 0) {
  console.error(`\n${problems.length} content problem(s) in ${pages.length} pages.`)
  process.exit(1)
}
console.log(`✓ content check: ${pages.length} pages, every menu link, page link and anchor resolves`)
