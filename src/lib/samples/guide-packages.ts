import { existsSync, readFileSync } from 'node:fs'
import { isBuiltin } from 'node:module'
import { join } from 'node:path'
import ts from 'typescript'
import type { Sample, SampleProblem } from './extract'
import { guidePages, isProjectFile } from './guide-projects'

/** Comes with every Node.js project template; its version is the page's SDK version. */
const SDK_PACKAGE = '@nitric/sdk'
const SHELL_LANGS = new Set(['bash', 'sh', 'shell', 'console'])
const INSTALL = /^\s*(?:\$\s*)?npm\s+(?:install|i|add)\b(.*)$/

export interface Install {
  name: string
  /** The version written after `@` (`11`, `1.4.2`), if any. */
  version?: string
}

/** The packages an `npm install` line names (`@scope/name@11`, `name`); flags are left out. */
export function parseInstall(line: string): Install[] | undefined {
  const args = INSTALL.exec(line)?.[1]
  if (args === undefined) return undefined
  return args
    .split(/\s+/)
    .filter((arg) => arg && !arg.startsWith('-'))
    .map((arg) => {
      const at = arg.indexOf('@', 1)
      return at === -1 ? { name: arg } : { name: arg.slice(0, at), version: arg.slice(at + 1) }
    })
}

/** The package a bare import names (`drizzle-orm/pg-core` → `drizzle-orm`), or undefined for a relative or built-in one. */
export function importedPackage(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || isBuiltin(specifier)) return undefined
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
}

/** The version `npm ci` installs in `dir`: its lock file's. */
function lockedVersion(name: string, dir: string): string | undefined {
  const lock = join(dir, 'package-lock.json')
  if (!existsSync(lock)) return undefined
  return (JSON.parse(readFileSync(lock, 'utf8')) as { packages?: Record<string, { version?: string }> }).packages?.[`node_modules/${name}`]?.version
}

/**
 * The version of a package the guides compile against: the guides' workspace's, else the site's;
 * the lock file says it where the workspace is not installed (a plain `npm run build`).
 */
function installedVersion(name: string, dirs: readonly string[]): string | undefined {
  for (const dir of dirs) {
    const manifest = join(dir, 'node_modules', name, 'package.json')
    if (existsSync(manifest)) return JSON.parse(readFileSync(manifest, 'utf8')).version
    const locked = lockedVersion(name, dir)
    if (locked) return locked
  }
  return undefined
}

/** `11` matches 11.2.10, `1.4` matches 1.4.x, `1.4.2` only itself. */
const versionMatches = (wanted: string, installed: string) => installed === wanted || installed.startsWith(`${wanted}.`)

/**
 * What a reader who follows a guide installs must be what its code is checked against: every
 * package a project file imports is installed by one of the guide's `npm install` lines, and every
 * version such a line names is the one installed in `packagesDir` (or the site's, for packages the
 * site has already). `@nitric/sdk` is left to the SDK version the page is checked against.
 */
export function checkGuidePackages(samples: readonly Sample[], packagesDir: string, root: string): SampleProblem[] {
  const problems: SampleProblem[] = []
  for (const blocks of guidePages(samples).values()) {
    const installed = new Set<string>()
    for (const sample of blocks.filter((s) => SHELL_LANGS.has(s.lang))) {
      sample.code.split('\n').forEach((line, i) => {
        for (const install of parseInstall(line) ?? []) {
          installed.add(install.name)
          if (!install.version || install.name === SDK_PACKAGE) continue
          const version = installedVersion(install.name, [packagesDir, root])
          if (!version || !versionMatches(install.version, version)) {
            const against = version ? `${version} (tests/guides/package.json)` : 'no installed version: add it to tests/guides/package.json'
            problems.push({ file: sample.file, block: sample.block, line: sample.line + i, message: `installs ${install.name}@${install.version}, but the guide's code is checked against ${against}` })
          }
        }
      })
    }
    for (const sample of blocks.filter(isProjectFile)) {
      const lines = sample.code.split('\n')
      for (const imported of ts.preProcessFile(sample.code, true, true).importedFiles) {
        const name = importedPackage(imported.fileName)
        if (!name || name === SDK_PACKAGE || installed.has(name)) continue
        const line = lines.findIndex((text) => text.includes(`'${imported.fileName}'`) || text.includes(`"${imported.fileName}"`))
        problems.push({ file: sample.file, block: sample.block, line: sample.line + Math.max(line, 0), message: `imports ${name}, which none of the guide's \`npm install\` lines installs` })
      }
    }
  }
  return problems
}
