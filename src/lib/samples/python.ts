import { spawnSync } from 'node:child_process'
import type { SampleImports } from './identifiers'

/**
 * Run by python3: parses each sample with `ast` and lists its imports. Reads a JSON array of
 * sources on stdin, writes a JSON array of results.
 */
const SCRIPT = String.raw`
import ast, json, sys
out = []
for source in json.load(sys.stdin):
    try:
        tree = ast.parse(source)
        compile(tree, "<sample>", "exec")  # also rejects what only the compiler checks, e.g. await outside a function
    except SyntaxError as error:
        out.append({"error": {"line": max((error.lineno or 1) - 1, 0), "message": "SyntaxError: " + str(error.msg)}})
        continue
    modules, names, locals_ = [], [], {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                modules.append({"module": alias.name, "line": node.lineno - 1})
                if alias.asname:
                    locals_[alias.asname] = {"module": alias.name}
                else:
                    locals_[alias.name.split(".")[0]] = {"module": alias.name.split(".")[0]}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            modules.append({"module": node.module, "line": node.lineno - 1})
            for alias in node.names:
                if alias.name == "*":
                    continue
                names.append({"module": node.module, "name": alias.name, "line": node.lineno - 1})
                locals_[alias.asname or alias.name] = {"module": node.module, "name": alias.name}
    out.append({"imports": {"modules": modules, "names": names, "locals": locals_}})
json.dump(out, sys.stdout)
`

export type PythonResult = { error: { line: number; message: string } } | { imports: SampleImports }

/** Parses every Python sample with python3's `ast` in one process. */
export function analysePython(sources: readonly string[]): PythonResult[] {
  if (sources.length === 0) return []
  const run = spawnSync('python3', ['-c', SCRIPT], { input: JSON.stringify(sources), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  if (run.error) throw new Error(`python3 is needed to check Python samples: ${run.error.message}`)
  if (run.status !== 0) throw new Error(`python3 failed while checking Python samples: ${run.stderr}`)
  const results = JSON.parse(run.stdout) as Array<{ error?: { line: number; message: string }; imports?: { modules: SampleImports['modules']; names: SampleImports['names']; locals: Record<string, { module: string; name?: string }> } }>
  return results.map((r) =>
    r.error ? { error: r.error } : { imports: { modules: r.imports!.modules, names: r.imports!.names, locals: new Map(Object.entries(r.imports!.locals)), wildcards: [] } },
  )
}
