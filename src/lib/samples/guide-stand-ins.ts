import { readFileSync } from 'node:fs'
import { dirname, isAbsolute, join, relative, resolve } from 'node:path'
import ts from 'typescript'
import type { Sample } from './extract'
import { importedPackage } from './guide-packages'
import { projectPath } from './guide-projects'
import type { UnresolvedImports } from './typescript'

/**
 * When the guides' workspace is not installed, its packages and the Prisma clients a guide generates
 * are left unresolved: every import from them is `any`, and the rest of the project, above all its
 * SDK calls, is type-checked as with the packages. These are the diagnostics that only the missing
 * modules cause, and the imports to leave out.
 */

/** `@types/express` → `express`, `@types/scope__name` → `@scope/name`. */
function typedPackage(name: string): string {
  if (!name.startsWith('@types/')) return name
  const bare = name.slice('@types/'.length)
  return bare.includes('__') ? `@${bare.replace('__', '/')}` : bare
}

/** The packages the guides' workspace installs (its package.json), by the name code imports them by. */
export function workspacePackages(packagesDir: string): Set<string> {
  const manifest = JSON.parse(readFileSync(join(packagesDir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string>; devDependencies?: Record<string, string> }
  return new Set(Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).map(typedPackage))
}

const GENERATOR = /generator\s+\w+\s*\{([^}]*)\}/g
const OUTPUT = /^\s*output\s*=\s*"([^"]+)"/m

/** The folders a project's Prisma schemas generate their clients into (their `output`), in the project folder `dir`. */
export function prismaClientDirs(schemas: readonly Sample[], dir: string): string[] {
  return schemas.flatMap((schema) => {
    const at = dirname(join(dir, projectPath(schema)!))
    return [...schema.code.matchAll(GENERATOR)].flatMap(([, body]) => {
      const output = OUTPUT.exec(body)?.[1]
      return output ? [resolve(at, output)] : []
    })
  })
}

const inside = (path: string, dir: string) => {
  const rel = relative(dir, path)
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel))
}

/** The imports of a project file (under `projectsDir`) that name a workspace package or a generated Prisma client. */
export function standInImports(projectsDir: string, packages: ReadonlySet<string>, clientDirs: readonly string[]): UnresolvedImports {
  return (specifier, containingFile) => {
    if (!inside(containingFile, projectsDir)) return false
    if (specifier.startsWith('.')) return clientDirs.some((dir) => inside(resolve(dirname(containingFile), specifier), dir))
    const name = importedPackage(specifier)
    return name !== undefined && packages.has(name)
  }
}

const MODULE_NOT_FOUND = new Set([2307, 2792])
/** Parameter, binding element and rest parameter implicitly `any`. */
const IMPLICIT_ANY_PARAMETER = new Set([7006, 7031, 7019])

/** A function passed (maybe inside an object or array literal) to a call whose callee is `any`: it gets no parameter types from it. */
function passedToAnyCallee(checker: ts.TypeChecker, fn: ts.Node): boolean {
  let node = fn
  for (;;) {
    const parent = node.parent
    if (ts.isParenthesizedExpression(parent) || ts.isObjectLiteralExpression(parent) || ts.isArrayLiteralExpression(parent) || ts.isPropertyAssignment(parent) || ts.isAsExpression(parent) || ts.isSatisfiesExpression(parent)) {
      node = parent
      continue
    }
    if ((ts.isCallExpression(parent) || ts.isNewExpression(parent)) && parent.arguments?.includes(node as ts.Expression)) {
      return (checker.getTypeAtLocation(parent.expression).flags & ts.TypeFlags.Any) !== 0
    }
    return false
  }
}

function nodeAt(file: ts.SourceFile, position: number): ts.Node {
  let found: ts.Node = file
  const visit = (node: ts.Node) => {
    if (node.getStart(file) <= position && position < node.end) {
      found = node
      ts.forEachChild(node, visit)
    }
  }
  ts.forEachChild(file, visit)
  return found
}

/**
 * Whether a diagnostic is one that only the stand-ins cause: an import left unresolved on purpose, or
 * an implicitly-`any` parameter of a function handed to a value of such an import (its types would
 * have come from the package). Everything else is reported as the full check reports it.
 */
export function standInDiagnostic(program: ts.Program, unresolved: UnresolvedImports): (diagnostic: ts.Diagnostic) => boolean {
  return (diagnostic) => {
    const file = diagnostic.file
    if (!file || diagnostic.start === undefined) return false
    const node = nodeAt(file, diagnostic.start)
    if (MODULE_NOT_FOUND.has(diagnostic.code)) return ts.isStringLiteralLike(node) && unresolved(node.text, file.fileName)
    if (!IMPLICIT_ANY_PARAMETER.has(diagnostic.code)) return false
    const fn = ts.findAncestor(node, ts.isFunctionLike)
    return fn !== undefined && (ts.isFunctionExpression(fn) || ts.isArrowFunction(fn) || ts.isMethodDeclaration(fn)) && passedToAnyCallee(program.getTypeChecker(), fn)
  }
}
