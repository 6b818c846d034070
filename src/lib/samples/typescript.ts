import { join } from 'node:path'
import ts from 'typescript'
import type { Sample, SampleProblem } from './extract'

export const TYPESCRIPT_LANGS = new Set(['typescript', 'ts', 'tsx', 'javascript', 'js'])

export interface TypeScriptCheckOptions {
  /** Project root: node_modules is resolved from here. */
  root: string
  /** The `@nitric/sdk` package each SDK version's samples compile against (an npm alias for older majors). */
  sdkPackages: Record<string, string>
  /** Declaration files added to a version's samples (APIs of the documented tag that the registry's package lacks). */
  extraDeclarations?: Record<string, string[]>
}

function compilerOptions(root: string, sdkPackage: string): ts.CompilerOptions {
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

function extension(lang: string): string {
  return { typescript: 'ts', ts: 'ts', tsx: 'tsx', javascript: 'js', js: 'js' }[lang] ?? 'ts'
}

/**
 * Type-checks every TypeScript and JavaScript sample (strict) against the `@nitric/sdk` of its SDK
 * version, each block as its own module, in one compiler program per version. Fragments are skipped.
 */
export function checkTypeScriptSamples(samples: readonly Sample[], options: TypeScriptCheckOptions): SampleProblem[] {
  const problems: SampleProblem[] = []
  const byVersion = new Map<string, Sample[]>()
  for (const sample of samples) {
    if (!TYPESCRIPT_LANGS.has(sample.lang) || sample.fragment) continue
    byVersion.set(sample.version, [...(byVersion.get(sample.version) ?? []), sample])
  }
  for (const [version, group] of byVersion) {
    const sdkPackage = options.sdkPackages[version]
    if (!sdkPackage) {
      for (const s of group) problems.push({ file: s.file, block: s.block, line: s.line, message: `no @nitric/sdk package is set up for SDK version ${version}` })
      continue
    }
    const virtual = new Map<string, Sample>()
    const sources = new Map<string, string>()
    group.forEach((sample, i) => {
      const name = join(options.root, '.samples', version, `${i}.${extension(sample.lang)}`)
      virtual.set(name, sample)
      sources.set(name, `${sample.code}\nexport {}\n`)
    })
    const compiler = compilerOptions(options.root, sdkPackage)
    const host = ts.createCompilerHost(compiler)
    const readFile = host.readFile.bind(host)
    const fileExists = host.fileExists.bind(host)
    host.readFile = (name) => sources.get(name) ?? readFile(name)
    host.fileExists = (name) => sources.has(name) || fileExists(name)
    const getSourceFile = host.getSourceFile.bind(host)
    host.getSourceFile = (name, languageVersion, onError, shouldCreate) => {
      const text = sources.get(name)
      return text === undefined ? getSourceFile(name, languageVersion, onError, shouldCreate) : ts.createSourceFile(name, text, languageVersion, true)
    }
    const roots = [...sources.keys(), ...(options.extraDeclarations?.[version] ?? [])]
    const program = ts.createProgram(roots, compiler, host)
    for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
      const sample = diagnostic.file ? virtual.get(diagnostic.file.fileName) : undefined
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')
      if (!sample || !diagnostic.file) {
        problems.push({ file: 'TypeScript', block: 0, line: 0, message })
        continue
      }
      const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0)
      problems.push({ file: sample.file, block: sample.block, line: sample.line + line, message: `TS${diagnostic.code}: ${message}` })
    }
  }
  return problems
}
