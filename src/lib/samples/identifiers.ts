import type { SdkNames } from './sdk-names'

/** What a sample takes from the SDK: modules it imports, names it imports from them, and the local names they go by. */
export interface SampleImports {
  /** Imported modules, with the 0-based line of the import. */
  modules: Array<{ module: string; line: number }>
  /** `from module import name`-style imports. */
  names: Array<{ module: string; name: string; line: number }>
  /** Local name → the SDK name it stands for (a class, object or module). */
  locals: Map<string, { module: string; name?: string }>
  /** Modules whose every export is in scope (`import 'package:x.dart'`, `using X;`, `import x.*`). */
  wildcards: string[]
}

export interface IdentifierProblem {
  /** 0-based line within the sample. */
  line: number
  message: string
}

/** Is this module one of the SDK's (rather than the language's standard library or a third party)? */
export type IsSdkModule = (module: string) => boolean

/**
 * Checks what a sample imports from the SDK exists in the SDK version, and that `Name.member` on an
 * SDK name uses a member that name has.
 */
export function checkIdentifiers(code: string, imports: SampleImports, names: SdkNames, isSdkModule: IsSdkModule, sdkLabel: string): IdentifierProblem[] {
  const problems: IdentifierProblem[] = []
  for (const { module, line } of imports.modules) {
    if (isSdkModule(module) && !names.modules.has(module)) problems.push({ line, message: `${sdkLabel} has no module ${module}` })
  }
  for (const { module, name, line } of imports.names) {
    if (!isSdkModule(module)) continue
    const exported = names.modules.get(module)
    const submodule = names.modules.has(`${module}.${name}`)
    if (exported && !exported.has(name) && !submodule) problems.push({ line, message: `${module} has no ${name} in ${sdkLabel}` })
  }
  // Names in scope that stand for SDK types or objects, whose members we know.
  const owners = new Map<string, string>()
  for (const [local, target] of imports.locals) {
    if (!isSdkModule(target.module)) continue
    if (target.name && names.members.has(target.name)) owners.set(local, target.name)
  }
  for (const wildcard of imports.wildcards) {
    if (!isSdkModule(wildcard)) continue
    for (const name of names.modules.get(wildcard) ?? []) if (names.members.has(name) && !owners.has(name)) owners.set(name, name)
  }
  const moduleLocals = [...imports.locals].filter(([, target]) => !target.name && isSdkModule(target.module))
  const lines = code.split('\n')
  lines.forEach((text, line) => {
    if (/^\s*(?:import|using|package|from)\b/.test(text)) return
    const code = text.replace(/(["'`]).*?\1/g, '""')
    for (const match of code.matchAll(/(?<![\w.$])([A-Za-z_][\w]*)\.([A-Za-z_]\w*)/g)) {
      const [, local, member] = match
      // `Nitric.Sdk.Resource` written out in full is a namespace path, not a member.
      if ([...names.modules.keys()].some((module) => module === `${local}.${member}` || module.startsWith(`${local}.${member}.`))) continue
      const owner = owners.get(local)
      if (owner && !names.members.get(owner)!.has(member)) problems.push({ line, message: `${owner} has no member ${member} in ${sdkLabel}` })
      const moduleName = moduleLocals.find(([name]) => name === local)?.[1].module
      if (moduleName && names.modules.has(moduleName) && !names.modules.get(moduleName)!.has(member) && !names.modules.has(`${moduleName}.${member}`)) {
        problems.push({ line, message: `${moduleName} has no ${member} in ${sdkLabel}` })
      }
    }
  })
  return problems
}

/** Go: `import ( alias "path" )`. The local name is the alias or the path's last element. */
export function goImports(code: string): SampleImports {
  const imports: SampleImports = { modules: [], names: [], locals: new Map(), wildcards: [] }
  const lines = code.split('\n')
  let inBlock = false
  lines.forEach((text, line) => {
    const trimmed = text.trim()
    if (/^import\s*\($/.test(trimmed)) return void (inBlock = true)
    if (inBlock && trimmed === ')') return void (inBlock = false)
    const match = (inBlock ? /^(?:([\w.]+)\s+)?"([^"]+)"/ : /^import\s+(?:([\w.]+)\s+)?"([^"]+)"/).exec(trimmed)
    if (!match) return
    const [, alias, path] = match
    imports.modules.push({ module: path, line })
    const local = alias ?? path.split('/').pop()!
    if (local !== '_' && local !== '.') imports.locals.set(local, { module: path })
  })
  return imports
}

/** Dart: `import 'package:x/y.dart' [as p] [show A, B];` */
export function dartImports(code: string): SampleImports {
  const imports: SampleImports = { modules: [], names: [], locals: new Map(), wildcards: [] }
  code.split('\n').forEach((text, line) => {
    const match = /^\s*import\s+'([^']+)'(?:\s+as\s+(\w+))?(?:\s+show\s+([\w\s,]+))?\s*;/.exec(text)
    if (!match) return
    const [, uri, prefix, shown] = match
    imports.modules.push({ module: uri, line })
    if (prefix) imports.locals.set(prefix, { module: uri })
    if (shown) for (const name of shown.split(',').map((n) => n.trim()).filter(Boolean)) {
      imports.names.push({ module: uri, name, line })
      imports.locals.set(name, { module: uri, name })
    }
    else if (!prefix) imports.wildcards.push(uri)
  })
  return imports
}

/** C#: `using Namespace;` and `using Alias = Namespace.Type;` */
export function csharpImports(code: string): SampleImports {
  const imports: SampleImports = { modules: [], names: [], locals: new Map(), wildcards: [] }
  code.split('\n').forEach((text, line) => {
    const alias = /^\s*using\s+(\w+)\s*=\s*([\w.]+)\s*;/.exec(text)
    if (alias) {
      const dot = alias[2].lastIndexOf('.')
      imports.names.push({ module: alias[2].slice(0, dot), name: alias[2].slice(dot + 1), line })
      imports.locals.set(alias[1], { module: alias[2].slice(0, dot), name: alias[2].slice(dot + 1) })
      return
    }
    const using = /^\s*using\s+(?:static\s+)?([\w.]+)\s*;/.exec(text)
    if (!using) return
    imports.modules.push({ module: using[1], line })
    imports.wildcards.push(using[1])
  })
  return imports
}

/** Java and Kotlin: `import a.b.C` (`as D` in Kotlin) and `import a.b.*`. */
export function jvmImports(code: string): SampleImports {
  const imports: SampleImports = { modules: [], names: [], locals: new Map(), wildcards: [] }
  code.split('\n').forEach((text, line) => {
    const match = /^\s*import\s+(?:static\s+)?([\w.]+?)(\.\*)?(?:\s+as\s+(\w+))?\s*;?\s*$/.exec(text)
    if (!match) return
    const [, path, star, alias] = match
    if (star) {
      imports.modules.push({ module: path, line })
      imports.wildcards.push(path)
      return
    }
    const dot = path.lastIndexOf('.')
    const pkg = path.slice(0, dot)
    const name = path.slice(dot + 1)
    imports.names.push({ module: pkg, name, line })
    imports.locals.set(alias ?? name, { module: pkg, name })
  })
  return imports
}
