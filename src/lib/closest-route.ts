import { distance } from 'fastest-levenshtein'

/** Longest path the 404 page asks about; a longer one gets no suggestion. */
export const CLOSEST_PATH_MAX = 512

function segments(path: string): string[] {
  return path.split('/').filter(Boolean)
}

/**
 * The page a reader most likely meant by an address that names nothing. Among the routes sharing
 * the most leading path segments with it, the one whose remaining path is the fewest edits away,
 * when it is close (`/reference/go/storage/bucket-listfile` → `…/bucket-list-files`, `/storge` →
 * `/storage`); otherwise the deepest existing parent (`/apis/nothing-like-it` → `/apis`); the home
 * page when nothing is near.
 */
export function closestRoute(path: string, routes: Iterable<string>): string {
  const wanted = segments(path.toLowerCase().replace(/\.md$/, ''))
  const all = [...routes].map((route) => {
    const parts = segments(route)
    let shared = 0
    while (shared < parts.length && shared < wanted.length && parts[shared] === wanted[shared]) shared++
    return { route, parts, shared }
  })
  const mostShared = Math.max(0, ...all.map(({ shared }) => shared))
  const rest = wanted.slice(mostShared).join('/')
  let near: string | undefined
  let fewest = Infinity
  for (const { route, parts, shared } of all) {
    if (shared !== mostShared || parts.length === mostShared) continue
    const edits = distance(rest, parts.slice(mostShared).join('/'))
    if (edits < fewest) {
      near = route
      fewest = edits
    }
  }
  if (near && fewest <= Math.max(2, Math.floor(rest.length / 3))) return near
  for (let depth = mostShared; depth > 0; depth--) {
    const parent = all.find(({ parts, shared }) => parts.length === depth && shared >= depth)
    if (parent) return parent.route
  }
  return '/'
}

/** How much of an asked-for path is compared with each route, so one answer costs little whatever it asks. */
const COMPARED_LENGTH = 64

/**
 * Up to `limit` pages a reader (or an agent) may have meant, best first: {@link closestRoute}'s
 * answer, then the routes sharing the most leading segments with the path, nearest in edits first,
 * then the rest nearest in edits.
 */
export function closestRoutes(asked: string, routes: Iterable<string>, limit = 5): string[] {
  const path = asked.slice(0, COMPARED_LENGTH * 4)
  const all = [...routes]
  const wanted = segments(path.toLowerCase().replace(/\.md$/, ''))
  const compared = wanted.join('/').slice(0, COMPARED_LENGTH)
  const scored = all.map((route) => {
    const parts = segments(route)
    let shared = 0
    while (shared < parts.length && shared < wanted.length && parts[shared] === wanted[shared]) shared++
    return { route, shared, edits: distance(compared, parts.join('/').slice(0, COMPARED_LENGTH)) }
  })
  scored.sort((a, b) => b.shared - a.shared || a.edits - b.edits || a.route.localeCompare(b.route))
  return [...new Set([closestRoute(path, all), ...scored.map(({ route }) => route)])].slice(0, limit)
}
