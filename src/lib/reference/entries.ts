import { RESOURCE_KINDS } from '../building-blocks'
import { referenceHref, type Sdk } from '../sdks'
import { loadAllModels, type SdkModel } from './load-model'
import type { ModelMethod, ModelResource } from './schema'

/** One page's worth of the model: a resource (its factory) or one method. */
export interface ReferenceEntry {
  sdk: Sdk
  version: string
  folder: string
  /** Model file that defines it, relative to the repository root. */
  file: string
  kind: 'resource' | 'method'
  route: string
  title: string
  op: string
  /** Building block id (`storage`, `messaging`, …). */
  block: string
  /** Reference menu group title (`Storage`, `Topics`, …). */
  group: string
  resource: ModelResource
  method?: ModelMethod
}

export function modelEntries(model: SdkModel): ReferenceEntry[] {
  const entries: ReferenceEntry[] = []
  for (const { folder, file, resources } of model.folders) {
    for (const resource of resources) {
      const kind = RESOURCE_KINDS[resource.name]
      const base = { sdk: model.sdk, version: model.version, folder, file, block: kind.block, group: kind.group, resource }
      const route = (slug: string) => referenceHref(model.sdk, model.version, [folder, slug])
      entries.push({ ...base, kind: 'resource', route: route(resource.slug), title: resource.title, op: resource.op })
      for (const method of resource.methods) {
        entries.push({ ...base, kind: 'method', route: route(method.slug), title: method.title, op: method.op, method })
      }
    }
  }
  return entries
}

export interface ReferenceIndex {
  models: SdkModel[]
  entries: ReferenceEntry[]
  byRoute: Map<string, ReferenceEntry>
}

/** Every entry of every model, indexed by route. Throws when two entries claim one route. */
export function buildReferenceIndex(models: SdkModel[]): ReferenceIndex {
  const entries = models.flatMap(modelEntries)
  const byRoute = new Map<string, ReferenceEntry>()
  for (const entry of entries) {
    const other = byRoute.get(entry.route)
    if (other) throw new Error(`${entry.file}: ${entry.title} and ${other.title} (${other.file}) both use the page ${entry.route}`)
    byRoute.set(entry.route, entry)
  }
  return { models, entries, byRoute }
}

/** The site's reference index; model files are re-read only when they change. */
export function referenceIndex(): ReferenceIndex {
  const models = loadAllModels()
  const key = models.map((model) => model.folders.map((folder) => folder.resources)).flat()
  if (!cached || cached.key.length !== key.length || cached.key.some((resources, i) => resources !== key[i])) {
    cached = { key, index: buildReferenceIndex(models) }
  }
  return cached.index
}

let cached: { key: unknown[]; index: ReferenceIndex } | undefined
