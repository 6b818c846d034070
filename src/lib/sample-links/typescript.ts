import ts from 'typescript'
import { memberRoute, type VersionNames } from './model-names'

/** A name in a sample that links to its reference page: `code.slice(start, end)` is the name. */
export interface NameLink {
  start: number
  end: number
  route: string
}

/** Names of the types a value of `type` is: its own, its alias's and its base classes' (a method declared on a base class). */
function typeNames(checker: ts.TypeChecker, type: ts.Type): string[] {
  const names: string[] = []
  const add = (t: ts.Type) => {
    for (const name of [t.aliasSymbol?.name, t.getSymbol()?.name]) if (name && !names.includes(name)) names.push(name)
    if (t.isClassOrInterface()) for (const base of checker.getBaseTypes(t)) add(base)
  }
  const plain = checker.getNonNullableType(type)
  for (const part of plain.isUnion() ? plain.types : [plain]) add(part)
  return names
}

/** The class or interface that declares a member (`read` → `File`). */
function declaringClass(declaration: ts.Declaration): string | undefined {
  const parent = declaration.parent
  return (ts.isClassLike(parent) || ts.isInterfaceDeclaration(parent)) && parent.name ? parent.name.text : undefined
}

function sdkSymbol(checker: ts.TypeChecker, id: ts.Identifier, isSdkFile: (fileName: string) => boolean): ts.Symbol | undefined {
  let symbol = checker.getSymbolAtLocation(id)
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol)
  const declarations = symbol?.declarations ?? []
  return declarations.length > 0 && declarations.every((d) => isSdkFile(d.getSourceFile().fileName)) ? symbol : undefined
}

function routeOf(checker: ts.TypeChecker, id: ts.Identifier, names: VersionNames, isSdkFile: (fileName: string) => boolean): string | undefined {
  const symbol = sdkSymbol(checker, id, isSdkFile)
  if (!symbol) return undefined
  const parent = id.parent
  if (ts.isPropertyAccessExpression(parent) && parent.name === id) {
    // The receiver's type says which `read` this is; the declaring class covers members the model files under it.
    const owners = [...typeNames(checker, checker.getTypeAtLocation(parent.expression)), ...(symbol.declarations ?? []).map(declaringClass)]
    for (const owner of owners) {
      const route = owner && memberRoute(names, owner, id.text)
      if (route) return route
    }
    return undefined
  }
  const isFunction = (symbol.flags & ts.SymbolFlags.Function) !== 0 || (symbol.declarations ?? []).some((d) => ts.isVariableDeclaration(d))
  return isFunction && ts.isCallExpression(parent) && parent.expression === id ? names.factoryRoutes.get(symbol.name) : undefined
}

/**
 * The SDK calls in a compiled sample that the model documents, each resolved by the type checker:
 * the symbol a name refers to must be declared by the SDK package (`isSdkFile`), a member is looked
 * up by the type of the value it is called on (so `bucket('x').file('y').read()` finds `File.read`),
 * and a call of an SDK function by the factory it is. Imports are not linked.
 */
export function typeScriptLinks(program: ts.Program, file: ts.SourceFile, names: VersionNames, isSdkFile: (fileName: string) => boolean): NameLink[] {
  const checker = program.getTypeChecker()
  const links: NameLink[] = []
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return
    if (ts.isIdentifier(node)) {
      const route = routeOf(checker, node, names, isSdkFile)
      if (route) links.push({ start: node.getStart(file), end: node.end, route })
      return
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return links
}
