import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import ts from 'typescript'
import type { Sample, SampleProblem } from './extract'
import { httpQueryProblems } from './http-query'
import { guideProjects, projectPath, type GuideProject } from './guide-projects'
import { prismaClientDirs, standInDiagnostic, standInImports, workspacePackages } from './guide-stand-ins'
import { generatePrismaClient } from './prisma'
import { missingSdkPackage, programProblems, sampleCompilerOptions, virtualProgram, type SourceFileCache, type TypeScriptCheckOptions, type UnresolvedImports } from './typescript'

export interface GuideCheckOptions extends TypeScriptCheckOptions {
  /** The workspace with the third-party packages the guides import (its own package.json and lock file). */
  packagesDir: string
  /**
   * `installed` (the default): against the workspace's installed packages, with the Prisma clients
   * generated. `stood-in`: the workspace's packages and the generated clients are left unresolved
   * (`any`), everything else is checked the same (guide-stand-ins.ts); needs no installed package.
   */
  thirdParty?: 'installed' | 'stood-in'
}

/** The folder holding every guide's project folder. */
const projectsDir = (packagesDir: string) => resolve(packagesDir, 'node_modules', '.guide-projects')

/** Where a guide's project lives: inside the workspace's node_modules, so packages resolve and no linter or type check of the site sees it. */
export function projectDir(packagesDir: string, project: GuideProject): string {
  return join(projectsDir(packagesDir), project.name)
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

async function generateClients(project: GuideProject, packagesDir: string): Promise<SampleProblem[]> {
  const dir = projectDir(packagesDir, project)
  const errors = await Promise.all(project.prismaSchemas.map((schema) => generatePrismaClient(schema.code, join(dir, projectPath(schema)!), packagesDir)))
  return project.prismaSchemas.flatMap((schema, i) => (errors[i] ? [at(schema, errors[i])] : []))
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
 * its Prisma schema generates the client its code imports. With `thirdParty: 'stood-in'` the
 * packages and clients are left `any` instead. Each program goes to `onProgram` in either mode.
 */
export async function checkGuideProjects(samples: readonly Sample[], options: GuideCheckOptions, cache: SourceFileCache = new Map()): Promise<SampleProblem[]> {
  const problems: SampleProblem[] = []
  const units: Unit[] = []
  const projects = guideProjects(samples)
  const standIn = options.thirdParty === 'stood-in'
  // The Prisma clients are generated by child processes, all at once, while the caller goes on.
  const generated = standIn ? projects.map(() => []) : await Promise.all(projects.map((project) => generateClients(project, options.packagesDir)))
  const unresolved: UnresolvedImports | undefined = standIn
    ? standInImports(projectsDir(options.packagesDir), workspacePackages(options.packagesDir), projects.flatMap((project) => prismaClientDirs(project.prismaSchemas, projectDir(options.packagesDir, project))))
    : undefined
  for (const [i, project] of projects.entries()) {
    problems.push(...project.problems)
    const sdkPackage = options.sdkPackages[project.version]
    if (!sdkPackage) {
      problems.push(...missingSdkPackage([...(project.states.at(-1)?.files.values() ?? [])], project.version))
      continue
    }
    const dir = projectDir(options.packagesDir, project)
    const prismaErrors = generated[i]
    problems.push(...prismaErrors)
    const { compiler, problems: optionProblems } = projectOptions(project, options, sdkPackage, dir)
    problems.push(...optionProblems)
    if (prismaErrors.length === 0 && optionProblems.length === 0) units.push(...projectUnits(project, dir, compiler))
  }
  for (const unit of programUnits(units)) {
    const program = virtualProgram(unit.sources, options.extraDeclarations?.[unit.version] ?? [], unit.compiler, cache, unresolved)
    const report = (sample: Sample) => unit.report.has(sample)
    const ignore = unresolved ? standInDiagnostic(program, unresolved) : undefined
    problems.push(...programProblems(program, unit.files, report, ignore), ...httpQueryProblems(program, unit.files, report))
    options.onProgram?.(program, new Map([...unit.files].filter(([, sample]) => report(sample))), unit.version)
  }
  return problems
}

/** Whether the guides' packages are installed (`npm install` in `packagesDir`). */
export function guidePackagesInstalled(packagesDir: string): boolean {
  return existsSync(join(packagesDir, 'node_modules', '.package-lock.json'))
}
