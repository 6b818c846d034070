import type { IsSdkModule, SampleImports } from '../samples/identifiers'
import type { SdkNames } from '../samples/sdk-names'
import type { VersionNames } from './model-names'
import { uniqueMemberRoute } from './model-names'
import type { NameLink } from './typescript'

/** Comment and string syntax per language, for blanking what is not code. */
const SYNTAX: Record<string, { line: string; block: boolean; quotes: string[] }> = {
  python: { line: '#', block: false, quotes: ['"""', "'''", '"', "'"] },
  go: { line: '//', block: true, quotes: ['"', '`', "'"] },
  dart: { line: '//', block: true, quotes: ['"""', "'''", '"', "'"] },
  csharp: { line: '//', block: true, quotes: ['"', "'"] },
  java: { line: '//', block: true, quotes: ['"', "'"] },
  kotlin: { line: '//', block: true, quotes: ['"""', '"', "'"] },
}

/** The code with comments and string contents replaced by spaces (offsets and line breaks kept). */
export function blankCommentsAndStrings(code: string, lang: string): string {
  const syntax = SYNTAX[lang]
  if (!syntax) return code
  const out = code.split('')
  const blank = (from: number, to: number) => {
    for (let i = from; i < to; i++) if (out[i] !== '\n') out[i] = ' '
  }
  let i = 0
  while (i < code.length) {
    if (code.startsWith(syntax.line, i)) {
      const end = code.indexOf('\n', i)
      const stop = end < 0 ? code.length : end
      blank(i, stop)
      i = stop
      continue
    }
    if (syntax.block && code.startsWith('/*', i)) {
      const end = code.indexOf('*/', i + 2)
      const stop = end < 0 ? code.length : end + 2
      blank(i, stop)
      i = stop
      continue
    }
    const quote = syntax.quotes.find((q) => code.startsWith(q, i))
    if (quote) {
      let j = i + quote.length
      while (j < code.length && !code.startsWith(quote, j) && (quote.length === 3 || quote === '`' || code[j] !== '\n')) j += code[j] === '\\' ? 2 : 1
      const stop = Math.min(code.length, j + quote.length)
      blank(i + quote.length, Math.min(j, code.length))
      i = stop
      continue
    }
    i++
  }
  return out.join('')
}

export interface LanguageLinkInput {
  code: string
  /** Canonical language: python, go, dart, csharp, java, kotlin. */
  lang: string
  imports: SampleImports
  sdkNames: SdkNames | undefined
  isSdkModule: IsSdkModule
  names: VersionNames
}

const IDENTIFIER = /[A-Za-z_]\w*/g
const ASSIGNMENT = /(?:^|[\s(])(?:(?:val|var|final|const|let)\s+)?(?:[\w.<>?]+\s+)?([A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*)\s*(?::=|=)(?!=)\s*(.*)$/

/**
 * SDK calls in a sample of a language without a type checker, resolved against the SDK version's
 * model and names: a factory call (`bucket(...)`, `nitric.NewBucket(...)`, `Nitric.Bucket(...)`) whose
 * name the sample takes from the SDK, and a method called on a value that comes from one, when
 * exactly one page of the version documents a method of that name. Anything ambiguous stays unlinked.
 */
export function languageLinks({ code, lang, imports, sdkNames, isSdkModule, names }: LanguageLinkInput): NameLink[] {
  const text = blankCommentsAndStrings(code, lang)
  const wildcardExports = imports.wildcards.filter(isSdkModule).flatMap((module) => [...(sdkNames?.modules.get(module) ?? [])])
  const fromSdk = (name: string) => {
    const local = imports.locals.get(name)
    return (local !== undefined && isSdkModule(local.module)) || wildcardExports.includes(name)
  }
  const links: NameLink[] = []
  /** Variables holding a value an SDK factory made, directly or through a chain of its methods. */
  const sdkValues = new Set<string>()
  let offset = 0
  for (const line of text.split('\n')) {
    const lineStart = offset
    offset += line.length + 1
    if (/^\s*(?:import|using|package|from)\b/.test(line)) continue
    let chainFromSdk = false
    for (const match of line.matchAll(IDENTIFIER)) {
      const name = match[0]
      const start = match.index
      const end = start + name.length
      const before = line.slice(0, start).trimEnd()
      const after = line.slice(end)
      const called = /^\s*(?:<[^<>()]*>\s*)?\(/.test(after)
      const dotted = before.endsWith('.')
      // `nitric.NewBucket(`, `Nitric.bucket(`: the name before the dot is itself the SDK's, not a member of something.
      const receiver = dotted ? /(?<![\w.])(?<!\.\s+)([A-Za-z_]\w*)\s*\.$/.exec(before)?.[1] : undefined
      const qualifiedBySdk = receiver !== undefined && fromSdk(receiver)
      if (called && names.factoryRoutes.has(name) && (dotted ? qualifiedBySdk : fromSdk(name))) {
        links.push({ start: lineStart + start, end: lineStart + end, route: names.factoryRoutes.get(name)! })
        chainFromSdk = true
      } else if (dotted && called) {
        const rootsInSdk: boolean = chainFromSdk || (receiver !== undefined && sdkValues.has(receiver))
        const route = rootsInSdk ? uniqueMemberRoute(names, name) : undefined
        if (route) links.push({ start: lineStart + start, end: lineStart + end, route })
        chainFromSdk = rootsInSdk
      } else if (!dotted) {
        chainFromSdk = false
      }
    }
    const assignment = ASSIGNMENT.exec(line)
    if (assignment) {
      const first = /^\s*(?:await\s+)?([A-Za-z_]\w*)(?:\s*\.\s*([A-Za-z_]\w*))?/.exec(assignment[2])
      const fromFactory = first !== null && (sdkValues.has(first[1]) || (fromSdk(first[1]) && names.factoryRoutes.has(first[2] ?? first[1])))
      for (const variable of assignment[1].split(',').map((v) => v.trim())) {
        if (fromFactory) sdkValues.add(variable)
        else sdkValues.delete(variable)
      }
    }
  }
  return links
}
