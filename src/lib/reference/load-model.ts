import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { parse as parseYaml } from 'yaml'
import { RESOURCE_KIND_ORDER, RESOURCE_KINDS } from '../building-blocks'
import { fileCache } from '../content/file-cache'
import { SDKS, type Sdk } from '../sdks'
import { formatIssues, modelFileSchema, sdkRegistrySchema, type ModelResource } from './schema'

export const REFERENCE_DIR = join(/*turbopackIgnore: true*/ process.cwd(), 'reference')

export interface ModelFolder {
  /** The reference folder the pages live in, e.g. `storage` → `/reference/nodejs/storage/...`. */
  folder: string
  /** The model file, relative to the repository root. */
  file: string
  resources: ModelResource[]
}

export interface SdkModel {
  sdk: Sdk
  version: string
  folders: ModelFolder[]
}

export class ModelError extends Error {
  override name = 'ModelError'
}

function parseModelFile(absolute: string, root: string) {
  const file = relative(root, absolute).replace(/\\/g, '/')
  let data: unknown
  try {
    data = parseYaml(readFileSync(absolute, 'utf8'))
  } catch (error) {
    throw new ModelError(`${file}: not valid YAML — ${(error as Error).message}`)
  }
  const result = modelFileSchema.safeParse(data)
  if (!result.success) throw new ModelError(formatIssues(file, result.error, data))
  for (const resource of result.data.resources) {
    if (!RESOURCE_KINDS[resource.name]) throw new ModelError(`${file}: resources (${resource.name}).name: unknown resource kind; known: ${RESOURCE_KIND_ORDER.join(', ')}`)
  }
  return { file, resources: result.data.resources }
}

const models = fileCache((absolute) => parseModelFile(absolute, join(REFERENCE_DIR, '..')))

function folderRank(folder: ModelFolder): number {
  return RESOURCE_KIND_ORDER.indexOf(folder.resources[0].name)
}

/** One SDK version's model, or undefined when it has none. Throws a ModelError naming the file and field. */
export function loadSdkModel(sdk: Sdk, version: string, referenceDir = REFERENCE_DIR): SdkModel | undefined {
  const dir = join(referenceDir, sdk.id, version)
  if (!existsSync(dir)) return undefined
  const cache = referenceDir === REFERENCE_DIR ? models : fileCache((absolute) => parseModelFile(absolute, join(referenceDir, '..')))
  const folders = readdirSync(dir)
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => ({ folder: name.replace(/\.yaml$/, ''), ...cache.get(join(dir, name)) }))
    .sort((a, b) => folderRank(a) - folderRank(b))
  return { sdk, version, folders }
}

/** Every SDK version that has a model, in registry order. */
export function loadAllModels(referenceDir = REFERENCE_DIR): SdkModel[] {
  return SDKS.flatMap((sdk) => sdk.versions.map((version) => loadSdkModel(sdk, version, referenceDir)).filter((m): m is SdkModel => m !== undefined))
}

/** Validates reference/sdks.json (the client reads it without a schema, so the content check does). */
export function checkSdkRegistry(referenceDir = REFERENCE_DIR): string[] {
  const file = join(referenceDir, 'sdks.json')
  const data = JSON.parse(readFileSync(file, 'utf8')) as unknown
  const result = sdkRegistrySchema.safeParse(data)
  return result.success ? [] : formatIssues('reference/sdks.json', result.error, data).split('\n')
}
