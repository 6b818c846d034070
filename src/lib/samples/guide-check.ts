import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import ts from 'typescript'
import type { Sample, SampleProblem } from './extract'
import { guideProjects, projectPath, type GuideProject } from './guide-projects'
import { generatePrismaClient } from './prisma'
import { missingSdkPackage, programProblems, sampleCompilerOptions, virtualProgram, type SourceFileCache, type TypeScriptCheckOptions } from './typescript'

export interface GuideCheckOptions extends TypeScriptCheckOptions {
  /** The workspace with the third-party packages the guides import (its own package.json and lock file). */
  packagesDir: string
}

/** Where a guide's project lives: inside the workspace's node_modules, so packages resolve and no linter or type check of the site sees it. */
export function projectDir(packagesDir: string, project: GuideProject): string {
  return resolve(packagesDir, 'node_modules', '.guide-projects', project.name)
}

const at = (sample: Sample, message: string): SampleProblem => ({ file: sample.file, block: sample.block, line: sample.line, message })

/** The site's options, with the compiler options of the guide's tsconfig.json block on top; strict stays on and nothing is emitted. */
function projectOptions(project: GuideProject, options: GuideCheckOptions, sdkPackage: string, dir: string): { compiler: ts.CompilerOptions; problems: SampleProblem[] } {
  const compiler = sampleCompilerOptions(options.root, sdkPackage)
  if (!project.tsconfig) return { compiler, problems: [] }
  const parsed = ts.parseConfigFileTextToJson(join(dir, 'tsconfig.json'), project.tsconfig.code)
  if (parsed.error) return { compiler, problems: [at(project.tsconfig, ts.flattenDiagnosticMessageText(parsed.error.messageText, '\n'))] }
  const converted = ts.convertCompilerOptionsFromJson(parsed.config?.compilerOptions ?? {}, dir)
  const problems = converted.errors.map((error) => at(project.tsconfig!, ts.flattenDiagnosticMessageText(error.messageText, '\n')))
  return { compiler: { ...compiler, ...converted.options, strict: true, noEmit: true, skipLibCheck: true, allowJs: true, checkJs: true }, problems }
}

interface Unit {
  compiler: ts.CompilerOptions
  version: string
  sources: Map<string, string>
  files: Map<string, Sample>
  report: Set<Sample>
}

/** The states of a project to compile, with its files at their paths in the project's folder. */
function projectUnits(project: GuideProject, dir: string, compiler: ts.CompilerOptions): Unit[] {
  return project.states.map((state) => {
    const unit: Unit = { compiler, version: project.version, sources: new Map(), files: new Map(), report: state.report }
    for (const [path, sample] of state.files) {
      unit.sources.set(join(dir, path), sample.code)
      unit.files.set(join(dir, path), sample)
    }
    return unit
  })
}

/**
 * Units with the same options and SDK version compile in one program (each project in its own
 * folder), so the libraries they share are checked once; a unit whose files clash with another's
 * paths gets a program of its own.
 */
function programUnits(units: readonly Unit[]): Unit[] {
  const merged = new Map<string, Unit>()
  const alone: Unit[] = []
  for (const unit of units) {
    const key = `${unit.version}\0${JSON.stringify(unit.compiler)}`
    const into = merged.get(key)
    if (!into) merged.set(key, { ...unit, sources: new Map(unit.sources), files: new Map(unit.files), report: new Set(unit.report) })
    else if ([...unit.sources.keys()].some((path) => into.sources.has(path))) alone.push(unit)
    else {
      for (const [path, text] of unit.sources) into.sources.set(path, text)
      for (const [path, sample] of unit.files) into.files.set(path, sample)
      for (const sample of unit.report) into.report.add(sample)
    }
  }
  return [...merged.values(), ...alone]
}

/**
 * Type-checks each guide's titled TypeScript/JavaScript blocks as the files of one project (strict),
 * against the guide's `@nitric/sdk` version and the packages installed in `packagesDir`: relative
 * imports between the blocks resolve, a guide's `tsconfig.json` block sets the compiler options and
 * its Prisma schema generates the client its code imports.
 */
export function checkGuideProjects(samples: readonly Sample[], options: GuideCheckOptions, cache: SourceFileCache = new Map()): SampleProblem[] {
  const problems: SampleProblem[] = []
  const units: Unit[] = []
  for (const project of guideProjects(samples)) {
    problems.push(...project.problems)
    const sdkPackage = options.sdkPackages[project.version]
    if (!sdkPackage) {
      problems.push(...missingSdkPackage([...(project.states.at(-1)?.files.values() ?? [])], project.version))
      continue
    }
    const dir = projectDir(options.packagesDir, project)
    const prismaErrors = project.prismaSchemas.flatMap((schema) => {
      const error = generatePrismaClient(schema.code, join(dir, projectPath(schema)!), options.packagesDir)
      return error ? [at(schema, error)] : []
    })
    problems.push(...prismaErrors)
    const { compiler, problems: optionProblems } = projectOptions(project, options, sdkPackage, dir)
    problems.push(...optionProblems)
    if (prismaErrors.length === 0 && optionProblems.length === 0) units.push(...projectUnits(project, dir, compiler))
  }
  for (const unit of programUnits(units)) {
    const program = virtualProgram(unit.sources, options.extraDeclarations?.[unit.version] ?? [], unit.compiler, cache)
    problems.push(...programProblems(program, unit.files, (sample) => unit.report.has(sample)))
  }
  return problems
}

/** Whether the guides' packages are installed (`npm install` in `packagesDir`). */
export function guidePackagesInstalled(packagesDir: string): boolean {
  return existsSync(join(packagesDir, 'node_modules', '.package-lock.json'))
}
