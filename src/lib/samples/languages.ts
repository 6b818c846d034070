import { canonicalLanguage } from '../code-languages'
import type { Sample, SampleProblem } from './extract'
import { goSyntaxErrors } from './go'
import { checkIdentifiers, csharpImports, dartImports, goImports, jvmImports, type IsSdkModule, type SampleImports } from './identifiers'
import { analysePython } from './python'
import { loadSdkNames, type SdkNames } from './sdk-names'

interface IdentifierRules {
  imports?: (code: string) => SampleImports
  isSdkModule: IsSdkModule
}

/** How each language names the SDK's modules, and how its imports read. */
const RULES: Record<string, IdentifierRules> = {
  python: { isSdkModule: (m) => m === 'nitric' || m.startsWith('nitric.') },
  go: { imports: goImports, isSdkModule: (m) => m.startsWith('github.com/nitrictech/go-sdk') },
  dart: { imports: dartImports, isSdkModule: (m) => m.startsWith('package:nitric_sdk/') },
  csharp: { imports: csharpImports, isSdkModule: (m) => m === 'Nitric.Sdk' || m.startsWith('Nitric.Sdk.') },
  java: { imports: jvmImports, isSdkModule: (m) => m === 'io.nitric' || m.startsWith('io.nitric.') },
  kotlin: { imports: jvmImports, isSdkModule: (m) => m === 'io.nitric' || m.startsWith('io.nitric.') },
}

/** A sample whose SDK names were checked against its version, with what the check read from it. */
export interface NamesChecked {
  sample: Sample
  /** Canonical language. */
  lang: string
  imports: SampleImports
  names: SdkNames
  isSdkModule: IsSdkModule
}

function problem(sample: Sample, line: number, message: string): SampleProblem {
  return { file: sample.file, block: sample.block, line: sample.line + line, message }
}

/**
 * Python, Go, Dart, C#, Java and Kotlin samples: Python parses with `ast` and Go with `gofmt -e`
 * (fragments excepted), and in every language the SDK modules, names and members a sample uses exist
 * in the SDK version it is written for (`reference/{sdk}/{version}/names.json`).
 */
export function checkLanguageSamples(samples: readonly Sample[], referenceDir: string, onChecked?: (checked: NamesChecked) => void): SampleProblem[] {
  const problems: SampleProblem[] = []
  const byLanguage = (lang: string) => samples.filter((s) => canonicalLanguage(s.lang) === lang && s.sdk)
  const imports = new Map<Sample, SampleImports>()

  const python = byLanguage('python').filter((s) => !s.fragment)
  analysePython(python.map((s) => s.code)).forEach((result, i) => {
    if ('error' in result) problems.push(problem(python[i], result.error.line, result.error.message))
    else imports.set(python[i], result.imports)
  })

  const go = byLanguage('go')
  const complete = go.filter((s) => !s.fragment)
  for (const error of goSyntaxErrors(complete.map((s) => s.code))) problems.push(problem(complete[error.index], error.line, `gofmt: ${error.message}`))

  for (const [lang, rules] of Object.entries(RULES)) {
    for (const sample of byLanguage(lang)) {
      const used = rules.imports ? rules.imports(sample.code) : imports.get(sample)
      if (!used) continue
      const names = loadSdkNames(referenceDir, sample.sdk!, sample.version)
      if (!names) continue
      for (const found of checkIdentifiers(sample.code, used, names, rules.isSdkModule, names.source)) problems.push(problem(sample, found.line, found.message))
      onChecked?.({ sample, lang, imports: used, names, isSdkModule: rules.isSdkModule })
    }
  }
  return problems
}
