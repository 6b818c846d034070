import { extname, isAbsolute, normalize } from 'node:path'
import { titleFromMeta } from '../content/highlighter'
import type { Sample, SampleProblem } from './extract'
import { TYPESCRIPT_LANGS } from './typescript'

/** The project a guide builds, file by file: its titled code blocks, named by their titles. */
export interface GuideProject {
  /** The guide's source file. */
  file: string
  /** A folder name for the project, from the guide's route. */
  name: string
  version: string
  /**
   * The states of the project to compile: the finished project, and before it each state in
   * which a file was shown that a later block replaces. `report` holds the files whose problems
   * that state reports (each block is reported in one state only).
   */
  states: ProjectState[]
  /** The guide's `tsconfig.json` block, whose compiler options the project takes. */
  tsconfig?: Sample
  /** Prisma schemas (`title="….prisma"`): the client is generated from them before compiling. */
  prismaSchemas: Sample[]
  problems: SampleProblem[]
}

export interface ProjectState {
  /** Project-relative path → the block shown for it. */
  files: Map<string, Sample>
  report: Set<Sample>
}

const SOURCE_EXTENSIONS = new Set(['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'])

/** Guides (pages under /guides/) have their titled blocks checked as one project. */
export function isGuideRoute(route: string): boolean {
  return route.startsWith('/guides/')
}

/** Where a titled block's file lives in its project. */
export function projectPath(sample: Sample): string | undefined {
  const title = titleFromMeta(sample.meta)
  return title === undefined ? undefined : normalize(title)
}

/** A titled TypeScript or JavaScript block that is not a fragment: it belongs to its guide's project. */
export function isProjectFile(sample: Sample): boolean {
  return isGuideRoute(sample.route) && TYPESCRIPT_LANGS.has(sample.lang) && !sample.fragment && projectPath(sample) !== undefined
}

function states(files: readonly Sample[]): ProjectState[] {
  const current = new Map<string, Sample>()
  const found: ProjectState[] = []
  for (const sample of files) {
    const path = projectPath(sample)!
    const previous = current.get(path)
    if (previous) found.push({ files: new Map(current), report: new Set([previous]) })
    current.set(path, sample)
  }
  found.push({ files: current, report: new Set(current.values()) })
  return found
}

/** The blocks of each guide among `samples`, by the guide's source file. */
export function guidePages(samples: readonly Sample[]): Map<string, Sample[]> {
  const pages = new Map<string, Sample[]>()
  for (const sample of samples) if (isGuideRoute(sample.route)) pages.set(sample.file, [...(pages.get(sample.file) ?? []), sample])
  return pages
}

/** The projects of the guides among `samples` (every block of the site, in page order). */
export function guideProjects(samples: readonly Sample[]): GuideProject[] {
  const projects: GuideProject[] = []
  for (const [file, blocks] of guidePages(samples)) {
    const files = blocks.filter(isProjectFile)
    if (files.length === 0) continue
    const problems: SampleProblem[] = []
    for (const sample of files) {
      const path = projectPath(sample)!
      if (isAbsolute(path) || path.startsWith('..') || !SOURCE_EXTENSIONS.has(extname(path))) {
        problems.push({ file, block: sample.block, line: sample.line, message: `title="${path}" must be a file path inside the project ending in ${[...SOURCE_EXTENSIONS].join(', ')}, or mark the block fragment` })
      }
    }
    const versions = new Set(files.map((s) => s.version))
    if (versions.size > 1) problems.push({ file, block: files[0].block, line: files[0].line, message: `the project's files are written for several SDK versions (${[...versions].join(', ')})` })
    const titled = (suffix: string) => blocks.filter((s) => !s.fragment && projectPath(s)?.endsWith(suffix))
    projects.push({
      file,
      name: blocks[0].route.split('/').filter(Boolean).join('-'),
      version: files[0].version,
      states: problems.length ? [] : states(files),
      tsconfig: titled('tsconfig.json').at(-1),
      prismaSchemas: titled('.prisma'),
      problems,
    })
  }
  return projects
}
