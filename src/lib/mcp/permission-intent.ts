import type { ReferenceIndex } from '../reference/entries'
import { DOCS_BASE_PATH } from '../search/build-records'
import type { SearchRecord } from '../search/types'

/**
 * Words with which a question asks what a service may do rather than how to do it: "which permission
 * do I request before I can remove documents", "kotlin function needs to upload and delete objects,
 * how do I declare that access". The operation's verbs in such a question pull towards the operation's
 * own page; the page that answers is the resource's permission operation.
 */
const PERMISSION_WORDS = /\b(?:permissions?|access|allowed|grant|rights|privileges?|iam)\b/i

/**
 * Words that limit what a service may do without naming permissions: "read the key but not change
 * it", "read and remove files but never write", "only be able to read", "read-only".
 */
const LIMIT_WORDS = /\b(?:(?:never|but not|not be able to|only be able to) (?:read|write|change|modify|delete|remove|publish|enqueue|submit)|read[- ]only|write[- ]only|just what it needs)\b/i

/**
 * How much a permission operation's page weighs when a scoped question asks for permissions: enough
 * to pass the pages of the verbs it names, not so much that a question about one operation that also
 * asks "does that need a permission?" loses that operation's page (measured on the benchmark's rounds,
 * docs/performance.md).
 */
const PERMISSION_WEIGHT = 1.6

/** A model operation that declares what a service may do with its resource (`bucket.allow`, the v0 SDKs' `with` and `for`). */
const isPermissionOp = (op: string): boolean => op.endsWith('.allow')

const routesOf = new WeakMap<ReferenceIndex, ReadonlySet<string>>()

function permissionUrls(reference: ReferenceIndex): ReadonlySet<string> {
  let urls = routesOf.get(reference)
  if (!urls) {
    urls = new Set(reference.entries.filter((entry) => isPermissionOp(entry.op)).map((entry) => DOCS_BASE_PATH + entry.route))
    routesOf.set(reference, urls)
  }
  return urls
}

/** For a question that asks for permissions, a weight that favours the permission operations' pages; otherwise none. */
export function permissionIntent(query: string, reference: ReferenceIndex): ((record: SearchRecord) => number) | undefined {
  if (!PERMISSION_WORDS.test(query) && !LIMIT_WORDS.test(query)) return undefined
  const urls = permissionUrls(reference)
  return (record) => (urls.has(record.url_without_anchor) ? PERMISSION_WEIGHT : 1)
}
