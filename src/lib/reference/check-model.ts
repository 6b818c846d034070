import { parseReferenceRoute, SDKS } from '../sdks'
import type { ReferenceIndex } from './entries'
import { versionChangesRoute, versionChangesSdk } from './version-changes'

export interface ModelProblem {
  where: string
  message: string
}

/**
 * What the model and the pages must agree on: a version marked complete has a page for every entry;
 * an SDK with more than one version has its "What changed" page; any other page inside an SDK
 * reference (other than the overview) documents an entry of its version; an
 * entry with a page has every parameter typed and described.
 */
export function checkReferencePages(reference: ReferenceIndex, routes: ReadonlyMap<string, string>): ModelProblem[] {
  const problems: ModelProblem[] = []
  for (const sdk of SDKS) {
    for (const info of sdk.versionInfo) {
      if (info.reference !== 'complete') continue
      for (const entry of reference.entries.filter((e) => e.sdk === sdk && e.version === info.id)) {
        if (!routes.has(entry.route)) problems.push({ where: entry.file, message: `${entry.title} has no page: write ${contentPath(entry.route)}` })
      }
    }
  }
  for (const sdk of SDKS) {
    const changes = versionChangesRoute(sdk)
    if (changes && !routes.has(changes)) problems.push({ where: 'reference/sdks.json', message: `${sdk.label} has more than one version but no "What changed" page: write ${contentPath(changes)} with <VersionChanges />` })
  }
  for (const [route, file] of routes) {
    const location = parseReferenceRoute(route)
    if (!location || location.rest.length === 0 || versionChangesSdk(route)) continue
    const entry = reference.byRoute.get(route)
    if (!entry) {
      problems.push({ where: file, message: `${route} is inside the ${location.sdk.label} ${location.version} reference but no entry of reference/${location.sdk.id}/${location.version}/*.yaml has this slug` })
      continue
    }
    const item = entry.method ?? entry.resource
    item.params.forEach((param) => {
      if (!param.type) problems.push({ where: entry.file, message: `${entry.title}: parameter ${param.name} needs a type (its page exists)` })
      if (!param.description) problems.push({ where: entry.file, message: `${entry.title}: parameter ${param.name} needs a description (its page exists)` })
    })
    if (item.returns && !item.returns.description) problems.push({ where: entry.file, message: `${entry.title}: returns needs a description (its page exists)` })
  }
  return problems
}

function contentPath(route: string): string {
  return `content${route}.mdx`
}
