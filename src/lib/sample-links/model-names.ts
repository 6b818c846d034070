import type { ReferenceEntry, ReferenceIndex } from '../reference/entries'

/**
 * What one SDK version's model says about the names a sample can use, for linking them to their
 * pages. Every fact comes from the model: the `entries` keys of its pages (`bucket`, `bucket.allow`,
 * `bucket/File.read`), the type each resource's factory returns, and the factory's name in its signature.
 */
export interface VersionNames {
  /** Facts key (`bucket/File.read`) → the route of the page that documents it. */
  routeByKey: Map<string, string>
  /** Class or type name → the key prefix its members go by (`File` → `bucket/File`, `BucketResource` → `bucket`). */
  prefixByClass: Map<string, string>
  /** Factory function name (`bucket`, `NewBucket`, `oidcRule`) → its resource page. */
  factoryRoutes: Map<string, string>
  /** Member name → every page a member of that name documents in this version (more than one: ambiguous). */
  memberRoutes: Map<string, Set<string>>
}

/** `KeyValueStoreResource<T>`, `storage.Bucket`, `*sql.SqlClient` → the bare type name. */
export function bareTypeName(type: string): string | undefined {
  return /^\*?(?:[A-Za-z_]\w*\.)*([A-Za-z_]\w*)(?:<.*>)?$/.exec(type.trim())?.[1]
}

/**
 * The factory's name in its signature's first line: the name before the first parameter list
 * (`bucket(name: string)`, `def bucket(name: str)`, `public static BucketResource Bucket(string name)`,
 * `kv<T>(name)`), or the name a Go `var` gives it (`var NewBucket = storage.NewBucket`).
 */
export function factoryName(signature: string): string | undefined {
  const line = signature.trim().split('\n')[0]
  return /^var\s+([A-Za-z_]\w*)\s*=/.exec(line)?.[1] ?? /([A-Za-z_]\w*)\s*(?:<[^<>()]*>)?\s*\(/.exec(line)?.[1]
}

function keysOf(entry: ReferenceEntry): readonly string[] {
  return entry.kind === 'method' ? entry.method!.entries : entry.resource.entries
}

/** The names of one SDK version, from the reference index (entries with a page only); undefined when the version has no model. */
export function versionNames(index: ReferenceIndex, sdk: string, version: string, hasPage: (route: string) => boolean = () => true): VersionNames | undefined {
  const entries = index.entries.filter((entry) => entry.sdk.id === sdk && entry.version === version && hasPage(entry.route))
  if (entries.length === 0) return undefined
  const routeByKey = new Map<string, string>()
  const prefixes = new Map<string, Set<string>>()
  const factoryRoutes = new Map<string, string>()
  const memberRoutes = new Map<string, Set<string>>()
  const addPrefix = (name: string | undefined, prefix: string) => {
    if (name) prefixes.set(name, (prefixes.get(name) ?? new Set()).add(prefix))
  }
  for (const entry of entries) {
    for (const key of keysOf(entry)) {
      routeByKey.set(key, entry.route)
      const dot = key.lastIndexOf('.')
      if (dot < 0) continue
      const prefix = key.slice(0, dot)
      const member = key.slice(dot + 1)
      memberRoutes.set(member, (memberRoutes.get(member) ?? new Set()).add(entry.route))
      const slash = prefix.indexOf('/')
      if (slash >= 0) addPrefix(prefix.slice(slash + 1), prefix)
    }
    if (entry.kind === 'resource') {
      const returned = entry.resource.returns?.type
      if (returned) addPrefix(bareTypeName(returned), entry.resource.entries[0])
      const factory = factoryName(entry.resource.signature)
      if (factory) factoryRoutes.set(factory, entry.route)
    }
  }
  // A class name two resources claim says nothing about which one a member belongs to.
  const prefixByClass = new Map([...prefixes].filter(([, set]) => set.size === 1).map(([name, set]) => [name, [...set][0]]))
  return { routeByKey, prefixByClass, factoryRoutes, memberRoutes }
}

/** The page of `member` called on a value of type `className`, if the model documents it. */
export function memberRoute(names: VersionNames, className: string, member: string): string | undefined {
  const prefix = names.prefixByClass.get(className)
  return prefix === undefined ? undefined : names.routeByKey.get(`${prefix}.${member}`)
}

/** The one page a member of this name documents in the version; undefined when none or several do. */
export function uniqueMemberRoute(names: VersionNames, member: string): string | undefined {
  const routes = names.memberRoutes.get(member)
  return routes?.size === 1 ? [...routes][0] : undefined
}
