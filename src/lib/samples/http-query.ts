import ts from 'typescript'
import type { Sample, SampleProblem } from './extract'

/**
 * The Node.js SDK (v1.4.2 and v0.16.2 alike) types `HttpRequest.query` as `Record<string, string[]>`
 * but hands a parameter sent once to the handler as a plain string; only a repeated name gives an
 * array. So `ctx.req.query.mode?.[0]` is the first character of the value, and no compiler notices.
 * A websocket request's `query` (`WebsocketNotificationRequest`) does hold lists, so indexing there
 * is right. This rule finds index reads of an HTTP query value in samples.
 */
export const HTTP_QUERY_MESSAGE =
  'an HTTP query parameter sent once is a plain string at run time (typed string[]), so indexing it reads one character; take both shapes: `Array.isArray(v) ? v[0] : v`'

/** The SDK's packages as the sample checker resolves them (`@nitric/sdk`, `@nitric/sdk-v0`). */
const SDK_FILE = /[\\/]node_modules[\\/]@nitric[\\/]sdk(?:-v\d+)?[\\/]/

function unwrap(expression: ts.Expression): ts.Expression {
  let node = expression
  while (ts.isParenthesizedExpression(node) || ts.isNonNullExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isTypeAssertionExpression(node)) node = node.expression
  return node
}

/** A numeric literal index: `[0]`, `?.[1]`, `.at(0)`. */
function indexedValue(node: ts.Node): ts.Expression | undefined {
  if (ts.isElementAccessExpression(node) && ts.isNumericLiteral(unwrap(node.argumentExpression))) return node.expression
  if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'at' && node.arguments.length === 1) {
    return node.expression.expression
  }
  return undefined
}

/** Is `expression` the argument of `Array.isArray(...)`, or its negation when `negated`? */
function isArrayCheckOf(condition: ts.Expression, expression: ts.Expression, negated: boolean): boolean {
  let node = unwrap(condition)
  if (negated) {
    if (!ts.isPrefixUnaryExpression(node) || node.operator !== ts.SyntaxKind.ExclamationToken) return false
    node = unwrap(node.operand)
  }
  if (!ts.isCallExpression(node) || node.arguments.length !== 1 || node.expression.getText() !== 'Array.isArray') return false
  return unwrap(node.arguments[0]).getText() === unwrap(expression).getText()
}

/**
 * Is the read guarded by `Array.isArray` on the same expression: `Array.isArray(v) ? v[0] : v`,
 * `if (Array.isArray(v)) { v[0] }`, `Array.isArray(v) && v[0]`, `!Array.isArray(v) ? v : v[0]`?
 */
function guardedByIsArray(node: ts.Node, expression: ts.Expression): boolean {
  for (let child = node, parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (ts.isConditionalExpression(parent)) {
      if (child === parent.whenTrue && isArrayCheckOf(parent.condition, expression, false)) return true
      if (child === parent.whenFalse && isArrayCheckOf(parent.condition, expression, true)) return true
    }
    if (ts.isIfStatement(parent)) {
      if (child === parent.thenStatement && isArrayCheckOf(parent.expression, expression, false)) return true
      if (child === parent.elseStatement && isArrayCheckOf(parent.expression, expression, true)) return true
    }
    if (ts.isBinaryExpression(parent) && child === parent.right) {
      if (parent.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken && isArrayCheckOf(parent.left, expression, false)) return true
      if (parent.operatorToken.kind === ts.SyntaxKind.BarBarToken && isArrayCheckOf(parent.left, expression, true)) return true
    }
    if (ts.isFunctionLike(parent)) return false
  }
  return false
}

/** Finds, with the compiler's types, index reads of `HttpRequest.query` values in one program's files. */
export class HttpQueryIndexRule {
  private readonly checker: ts.TypeChecker

  constructor(program: ts.Program) {
    this.checker = program.getTypeChecker()
  }

  /** Is this symbol the SDK's `HttpRequest.query` property? */
  private isHttpQuerySymbol(symbol: ts.Symbol | undefined): boolean {
    return (symbol?.declarations ?? []).some((declaration) => {
      const owner = declaration.parent
      return (
        ts.isPropertyDeclaration(declaration) &&
        ts.isIdentifier(declaration.name) &&
        declaration.name.text === 'query' &&
        ts.isClassDeclaration(owner) &&
        owner.name?.text === 'HttpRequest' &&
        SDK_FILE.test(declaration.getSourceFile().fileName)
      )
    })
  }

  /** The value a local name was given: its initializer, or the property a destructuring took. */
  private localOrigin(identifier: ts.Identifier): { initializer?: ts.Expression; binding?: ts.BindingElement } {
    const declaration = this.checker.getSymbolAtLocation(identifier)?.valueDeclaration
    if (!declaration) return {}
    if (ts.isVariableDeclaration(declaration) && declaration.initializer) return { initializer: declaration.initializer }
    if (ts.isBindingElement(declaration)) return { binding: declaration }
    return {}
  }

  /** Is the binding `{ name }` or `{ key: name }` taken from an object pattern whose source is `HttpRequest`, the property being `query`? */
  private bindingIsHttpQuery(binding: ts.BindingElement): boolean {
    if (!ts.isObjectBindingPattern(binding.parent)) return false
    const property = binding.propertyName ?? binding.name
    if (!ts.isIdentifier(property) && !ts.isStringLiteral(property)) return false
    return this.isHttpQuerySymbol(this.checker.getTypeAtLocation(binding.parent).getProperty(property.text))
  }

  /** `ctx.req.query`, or a name holding it (`const q = ctx.req.query`, `const { query } = ctx.req`). */
  isHttpQuery(expression: ts.Expression, depth = 0): boolean {
    const node = unwrap(expression)
    if (depth > 8) return false
    if (ts.isPropertyAccessExpression(node)) return this.isHttpQuerySymbol(this.checker.getSymbolAtLocation(node.name))
    if (ts.isIdentifier(node)) {
      const { initializer, binding } = this.localOrigin(node)
      if (initializer) return this.isHttpQuery(initializer, depth + 1)
      return binding ? this.bindingIsHttpQuery(binding) : false
    }
    return false
  }

  /** One parameter's value: `query.mode`, `query['mode']`, or a name holding it (`const { mode } = ctx.req.query`). */
  isHttpQueryValue(expression: ts.Expression, depth = 0): boolean {
    const node = unwrap(expression)
    if (depth > 8) return false
    if (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) return this.isHttpQuery(node.expression, depth + 1)
    if (ts.isIdentifier(node)) {
      const { initializer, binding } = this.localOrigin(node)
      if (initializer) return this.isHttpQueryValue(initializer, depth + 1)
      // `const { mode } = ctx.req.query`
      const source = binding && ts.isObjectBindingPattern(binding.parent) && ts.isVariableDeclaration(binding.parent.parent) ? binding.parent.parent.initializer : undefined
      return source ? this.isHttpQuery(source, depth + 1) : false
    }
    return false
  }

  /** The nodes of a file that index an HTTP query value: `query.x[0]`, `query.x?.[0]`, `query.x.at(0)`, `const [x] = query.x`. */
  findings(file: ts.SourceFile): ts.Node[] {
    const found: ts.Node[] = []
    const visit = (node: ts.Node): void => {
      const indexed = indexedValue(node)
      if (indexed && !guardedByIsArray(node, indexed) && this.isHttpQueryValue(indexed)) found.push(node)
      else if (ts.isVariableDeclaration(node) && ts.isArrayBindingPattern(node.name) && node.initializer && this.isHttpQueryValue(node.initializer)) found.push(node)
      ts.forEachChild(node, visit)
    }
    visit(file)
    return found
  }
}

/** The rule over one compiled program: `samples` maps the program's virtual paths to their samples; `report` narrows which are checked. */
export function httpQueryProblems(program: ts.Program, samples: ReadonlyMap<string, Sample>, report: (sample: Sample) => boolean = () => true): SampleProblem[] {
  const rule = new HttpQueryIndexRule(program)
  const problems: SampleProblem[] = []
  for (const [name, sample] of samples) {
    const file = program.getSourceFile(name)
    if (!file || !report(sample)) continue
    for (const node of rule.findings(file)) {
      const { line } = file.getLineAndCharacterOfPosition(node.getStart(file))
      problems.push({ file: sample.file, block: sample.block, line: sample.line + line, message: HTTP_QUERY_MESSAGE })
    }
  }
  return problems
}

const WEBSOCKET_EVENTS = new Set(['connect', 'message', 'disconnect'])

/** Is the node inside a websocket handler, `socket.on('connect' | 'message' | 'disconnect', ...)`? */
function inWebsocketHandler(node: ts.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (!ts.isCallExpression(parent) || !ts.isPropertyAccessExpression(parent.expression) || parent.expression.name.text !== 'on') continue
    const [event] = parent.arguments
    if (event && ts.isStringLiteralLike(event) && WEBSOCKET_EVENTS.has(event.text)) return true
  }
  return false
}

/** `<x>.query.<name>` or `<x>.query[<key>]`, by the text alone. */
function looksLikeQueryValue(expression: ts.Expression): boolean {
  const node = unwrap(expression)
  if (!ts.isPropertyAccessExpression(node) && !ts.isElementAccessExpression(node)) return false
  const owner = unwrap(node.expression)
  return ts.isPropertyAccessExpression(owner) && owner.name.text === 'query'
}

/**
 * Fragments are not compiled, so they have no types: there the rule goes by the handler a read sits
 * in. An index read of `<x>.query.<name>` is accepted inside a websocket handler
 * (`.on('connect' | 'message' | 'disconnect', ...)`) and reported anywhere else.
 */
export function fragmentHttpQueryProblems(sample: Sample): SampleProblem[] {
  const file = ts.createSourceFile('fragment.ts', sample.code, ts.ScriptTarget.Latest, true, /^(?:javascript|js)$/.test(sample.lang) ? ts.ScriptKind.JS : ts.ScriptKind.TS)
  const problems: SampleProblem[] = []
  const visit = (node: ts.Node): void => {
    const indexed = indexedValue(node)
    if (indexed && looksLikeQueryValue(indexed) && !guardedByIsArray(node, indexed) && !inWebsocketHandler(node)) {
      const { line } = file.getLineAndCharacterOfPosition(node.getStart(file))
      problems.push({ file: sample.file, block: sample.block, line: sample.line + line, message: HTTP_QUERY_MESSAGE })
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return problems
}
