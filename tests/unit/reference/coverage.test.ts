import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { getContentContext } from '@/lib/content/loader'
import { checkReferencePages } from '@/lib/reference/check-model'
import { modelEntries } from '@/lib/reference/entries'
import { loadAllModels, REFERENCE_DIR } from '@/lib/reference/load-model'

/** Each SDK version's public API as read from its tagged source, beside its model (reference/api-facts.md). */
function factsFile(model: { sdk: { id: string }; version: string }): string {
  return join(REFERENCE_DIR, model.sdk.id, model.version, 'api-facts.json')
}

describe('the reference model against the SDK facts', () => {
  const models = loadAllModels()

  it('has a model for every SDK version the facts describe', () => {
    for (const model of models) expect(existsSync(factsFile(model)), `${factsFile(model)} is missing`).toBe(true)
    expect(models.map((m) => `${m.sdk.id}-${m.version}`).sort()).toEqual(
      ['csharp-v0', 'dart-v1', 'go-v0', 'go-v1', 'jvm-v0', 'nodejs-v0', 'nodejs-v1', 'python-v0', 'python-v1'],
    )
  })

  it.each(models.map((m) => [`${m.sdk.id} ${m.version}`, m] as const))('%s: every public API entry is in the model, and nothing else', (_, model) => {
    const facts = JSON.parse(readFileSync(factsFile(model), 'utf8')) as { index: string[]; source: string }
    const documented = modelEntries(model).flatMap((entry) => (entry.method ?? entry.resource).entries)
    expect(new Set(documented).size, 'an API entry is documented on two pages').toBe(documented.length)
    expect([...documented].sort()).toEqual([...facts.index].sort())
    expect(model.sdk.versionInfo.find((v) => v.id === model.version)?.source).toBe(facts.source)
  })
})

describe('the reference pages against the model', () => {
  it('every entry of a complete version has a page, every reference page has an entry, and documented entries are described', () => {
    const { reference, routes } = getContentContext()
    expect(checkReferencePages(reference, routes)).toEqual([])
  })
})

describe('the public names the sample checker reads', () => {
  it('exist for every SDK version with a model (Node.js samples compile against the package instead) and match its tagged source', async () => {
    const { loadSdkNames } = await import('@/lib/samples/sdk-names')
    const { REFERENCE_DIR } = await import('@/lib/reference/load-model')
    for (const model of loadAllModels()) {
      if (model.sdk.id === 'nodejs') continue
      const names = loadSdkNames(REFERENCE_DIR, model.sdk.id, model.version)
      expect(names, `reference/${model.sdk.id}/${model.version}/names.json`).toBeDefined()
      expect(names!.source).toBe(model.sdk.versionInfo.find((v) => v.id === model.version)!.source)
      expect(names!.modules.size).toBeGreaterThan(0)
    }
  })
})
