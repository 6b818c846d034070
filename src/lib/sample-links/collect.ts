import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type ts from 'typescript'
import type { ReferenceIndex } from '../reference/entries'
import type { Sample } from '../samples/extract'
import type { NamesChecked } from '../samples/languages'
import { versionNames, type VersionNames } from './model-names'
import { languageLinks } from './other-languages'
import { sampleKey, type SampleRecord } from './store'
import { typeScriptLinks } from './typescript'

export interface CollectorOptions {
  root: string
  /** The `@nitric/sdk` package (folder under node_modules) each version compiles against. */
  sdkPackages: Record<string, string>
  /** Declaration files added to a version's samples: their declarations are the SDK's too. */
  extraDeclarations?: Record<string, string[]>
  /** Routes that have a page: a model entry whose page is not written yet is not linked. */
  hasPage: (route: string) => boolean
}

/** The version of the package installed in `packageDir`: the release the samples really compiled against. */
function installedRelease(packageDir: string): string {
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version?: unknown }
  if (typeof version !== 'string' || version === '') throw new Error(`${packageDir}package.json has no version`)
  return version
}

/**
 * Gathers, while the sample check runs, a record per checked block: the programs it compiles and the
 * samples whose names it looks up are handed here, so names are resolved with no second compile.
 */
export class SampleRecordCollector {
  readonly records = new Map<string, SampleRecord>()
  private readonly names = new Map<string, VersionNames | undefined>()

  constructor(
    private readonly index: ReferenceIndex,
    private readonly options: CollectorOptions,
  ) {}

  private namesOf(sdk: string, version: string): VersionNames | undefined {
    const key = `${sdk}@${version}`
    if (!this.names.has(key)) this.names.set(key, versionNames(this.index, sdk, version, this.options.hasPage))
    return this.names.get(key)
  }

  /** A compiled TypeScript or JavaScript program and the samples it checked. */
  addProgram(program: ts.Program, samples: ReadonlyMap<string, Sample>, version: string): void {
    const sdkPackage = this.options.sdkPackages[version]
    if (!sdkPackage) return
    const packageDir = join(this.options.root, 'node_modules', sdkPackage) + '/'
    const extra = new Set(this.options.extraDeclarations?.[version] ?? [])
    const release = installedRelease(packageDir)
    const isSdkFile = (fileName: string) => fileName.startsWith(packageDir) || extra.has(fileName)
    const names = this.namesOf('nodejs', version)
    for (const [path, sample] of samples) {
      const file = program.getSourceFile(path)
      if (!file || sample.fragment) continue
      const links = names ? typeScriptLinks(program, file, names, isSdkFile).filter((link) => link.end <= sample.code.length) : []
      this.records.set(sampleKey(sample), { sdk: 'nodejs', version, check: 'compiled', release, additions: extra.size > 0, links })
    }
  }

  /** A sample of another language whose SDK names were checked. */
  addNamesChecked({ sample, lang, imports, names: sdkNames, isSdkModule }: NamesChecked): void {
    if (sample.fragment || !sample.sdk) return
    const names = this.namesOf(sample.sdk, sample.version)
    const links = names ? languageLinks({ code: sample.code, lang, imports, sdkNames, isSdkModule, names }) : []
    this.records.set(sampleKey(sample), { sdk: sample.sdk, version: sample.version, check: 'names', links })
  }
}
