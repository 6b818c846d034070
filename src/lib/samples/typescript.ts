import { dirname, join } from 'node:path'
import ts from 'typescript'
import type { Sample, SampleProblem } from './extract'
import { httpQueryProblems } from './http-query'

export const TYPESCRIPT_LANGS = new Set(['typescript', 'ts', 'tsx', 'javascript', 'js'])

export interface TypeScriptCheckOptions {
  /** Project root: node_modules is resolved from here. */
  root: string
  /** The `@nitric/sdk` package each SDK version's samples compile against (an npm alias for older majors). */
  sdkPackages: Record<string, string>
  /** Declaration files added to a version's samples (APIs of the documented tag that the registry's package lacks). */
  extraDeclarations?: Record<string, string[]>
  /** Called with each compiled program and the samples it checked (path → sample), e.g. to resolve their names. */
  onProgram?: (program: ts.Program, samples: ReadonlyMap<string, Sample>, version: string) => void
}

/** The options every sample compiles with (strict), `@nitric/sdk` pointing at the package of the sample's SDK version. */
export function sampleCompilerOptions(root: string, sdkPackage: string): ts.CompilerOptions {
  return {
    strict: true,
    noEmit: true,
    allowJs: true,
    checkJs: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    types: ['node'],
    typeRoots: [join(root, 'node_modules', '@types')],
    baseUrl: root,
    paths: { '@nitric/sdk': [join(root, 'node_modules', sdkPackage)] },
  }
}

export function sampleExtension(lang: string): string {
  return { typescript: 'ts', ts: 'ts', tsx: 'tsx', javascript: 'js', js: 'js' }[lang] ?? 'ts'
}

/**
 * Parsed files of the disk (the TypeScript and @types libraries, packages' declarations), kept across
 * the compiler programs of one check so each is parsed once.
 */
export type SourceFileCache = Map<string, ts.SourceFile>

/** Says which imports (specifier, importing file) the program leaves unresolved, whatever the disk holds. */
export type UnresolvedImports = (specifier: string, containingFile: string) => boolean

/** Resolves imports as the compiler does, except those `unresolved` names: they stay missing, so their imports are `any`. */
function resolveLeavingOut(host: ts.CompilerHost, options: ts.CompilerOptions, unresolved: UnresolvedImports): ts.CompilerHost['resolveModuleNameLiterals'] {
  const cache = ts.createModuleResolutionCache(host.getCurrentDirectory(), host.getCanonicalFileName, options)
  return (literals, containingFile, redirectedReference, compilerOptions, containingSourceFile) =>
    literals.map((literal) =>
      unresolved(literal.text, containingFile)
        ? { resolvedModule: undefined }
        : ts.resolveModuleName(literal.text, containingFile, compilerOptions, host, cache, redirectedReference, ts.getModeForUsageLocation(containingSourceFile, literal, compilerOptions)),
    )
}

/**
 * A compiler program over files that exist only in memory (path → text) plus the disk. Folders
 * holding a virtual file exist for module resolution, so relative imports between them resolve.
 */
export function virtualProgram(sources: ReadonlyMap<string, string>, roots: readonly string[], options: ts.CompilerOptions, cache: SourceFileCache = new Map(), unresolved?: UnresolvedImports): ts.Program {
  const host = ts.createCompilerHost(options)
  // As tsc does: JSDoc is parsed only where it can carry types (JavaScript), not in every declaration file.
  host.jsDocParsingMode = ts.JSDocParsingMode.ParseForTypeErrors
  const folders = new Set<string>()
  for (const name of sources.keys()) for (let dir = dirname(name); !folders.has(dir) && dir !== dirname(dir); dir = dirname(dir)) folders.add(dir)
  const readFile = host.readFile.bind(host)
  const fileExists = host.fileExists.bind(host)
  const directoryExists = host.directoryExists?.bind(host)
  host.readFile = (name) => sources.get(name) ?? readFile(name)
  host.fileExists = (name) => sources.has(name) || fileExists(name)
  host.directoryExists = (name) => folders.has(name) || (directoryExists ? directoryExists(name) : true)
  const getSourceFile = host.getSourceFile.bind(host)
  host.getSourceFile = (name, languageVersion, onError, shouldCreate) => {
    const text = sources.get(name)
    if (text !== undefined) return ts.createSourceFile(name, text, languageVersion, true)
    const key = `${name}\0${JSON.stringify(languageVersion)}`
    const cached = cache.get(key)
    if (cached) return cached
    const file = getSourceFile(name, languageVersion, onError, shouldCreate)
    if (file) cache.set(key, file)
    return file
  }
  if (unresolved) host.resolveModuleNameLiterals = resolveLeavingOut(host, options, unresolved)
  return ts.createProgram([...sources.keys(), ...roots], options, host)
}

/**
 * The diagnostics of the program's options and of the samples' files (`samples`: virtual path →
 * sample; `report` narrows which samples are checked), as problems of the samples they fall in.
 * Other files are not checked for their own sake (libraries' and generated code is not the docs').
 */
export function programProblems(program: ts.Program, samples: ReadonlyMap<string, Sample>, report: (sample: Sample) => boolean = () => true, ignore: (diagnostic: ts.Diagnostic) => boolean = () => false): SampleProblem[] {
  const problems: SampleProblem[] = []
  for (const diagnostic of [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()]) {
    problems.push({ file: 'TypeScript', block: 0, line: 0, message: `TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}` })
  }
  for (const [name, sample] of samples) {
    const file = program.getSourceFile(name)
    if (!file || !report(sample)) continue
    for (const diagnostic of [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)]) {
      if (ignore(diagnostic)) continue
      const { line } = file.getLineAndCharacterOfPosition(diagnostic.start ?? 0)
      problems.push({ file: sample.file, block: sample.block, line: sample.line + line, message: `TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}` })
    }
  }
  return problems
}

export function missingSdkPackage(samples: readonly Sample[], version: string): SampleProblem[] {
  return samples.map((s) => ({ file: s.file, block: s.block, line: s.line, message: `no @nitric/sdk package is set up for SDK version ${version}` }))
}

/**
 * Type-checks every TypeScript and JavaScript sample (strict) against the `@nitric/sdk` of its SDK
 * version, each block as its own module, in one compiler program per version, and applies the
 * type-aware sample rules (`http-query.ts`) to the same program. Fragments are skipped.
 */
export function checkTypeScriptSamples(samples: readonly Sample[], options: TypeScriptCheckOptions, cache: SourceFileCache = new Map()): SampleProblem[] {
  const problems: SampleProblem[] = []
  const byVersion = new Map<string, Sample[]>()
  for (const sample of samples) {
    if (!TYPESCRIPT_LANGS.has(sample.lang) || sample.fragment) continue
    byVersion.set(sample.version, [...(byVersion.get(sample.version) ?? []), sample])
  }
  for (const [version, group] of byVersion) {
    const sdkPackage = options.sdkPackages[version]
    if (!sdkPackage) {
      problems.push(...missingSdkPackage(group, version))
      continue
    }
    const virtual = new Map<string, Sample>()
    const sources = new Map<string, string>()
    group.forEach((sample, i) => {
      const name = join(options.root, '.samples', version, `${i}.${sampleExtension(sample.lang)}`)
      virtual.set(name, sample)
      sources.set(name, `${sample.code}\nexport {}\n`)
    })
    const program = virtualProgram(sources, options.extraDeclarations?.[version] ?? [], sampleCompilerOptions(options.root, sdkPackage), cache)
    problems.push(...programProblems(program, virtual), ...httpQueryProblems(program, virtual))
    options.onProgram?.(program, virtual, version)
  }
  return problems
}
