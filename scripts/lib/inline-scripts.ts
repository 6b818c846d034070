/**
 * The page's inline scripts, from the typed modules in src/inline-scripts/ to the text inside their
 * <script> tags: each module bundled with the helpers it imports by esbuild, as a minified function
 * that runs at once. `npm run generate:inline-scripts` writes the result to
 * src/inline-scripts/generated.ts (GENERATED_PATH), which the layout imports,
 * so development renders exactly what production serves; a unit test fails when it is stale.
 */
import { buildSync } from 'esbuild'
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { posix } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const SOURCE_DIR = 'src/inline-scripts'
export const GENERATED_PATH = `${SOURCE_DIR}/generated.ts`

/**
 * The project's import aliases (`@/…`), and nothing else from tsconfig.json: its `strict` would make
 * esbuild open every script with a "use strict" directive the scripts do not need.
 */
function tsconfigPaths(): Record<string, string[]> {
  return JSON.parse(readFileSync(`${ROOT}tsconfig.json`, 'utf8')).compilerOptions.paths
}

/** Next.js's default browser targets (its modern browserslist): the pages' own scripts need them anyway. */
const TARGET = ['chrome111', 'edge111', 'firefox111', 'safari16.4']

interface InlineScript {
  /** The exported name of its text in the generated module. */
  name: string
  /** The module in SOURCE_DIR; it runs when it is loaded. */
  module: string
  /** The generated constant's comment. */
  doc: string
}

export const INLINE_SCRIPTS: readonly InlineScript[] = [
  { name: 'themeInitScript', module: 'theme.ts', doc: 'Head, before first paint: the stored or system theme.' },
  { name: 'mobileNavigationInitScript', module: 'mobile-navigation.ts', doc: 'Head: the navigation panel of narrow screens, working from first paint.' },
  { name: 'codeLanguageInitScript', module: 'code-language.ts', doc: 'Head, before first paint: the code language a `?lang=` link or the stored choice gives.' },
  { name: 'feedbackSendScript', module: 'feedback-send.ts', doc: 'Head: the feedback widget, its sender fetched on intent.' },
  { name: 'searchIslandScript', module: 'search-island.ts', doc: 'Head: the search island, fetched on intent and opened by a press of a search button.' },
  { name: 'searchKeysScript', module: 'search-keys.ts', doc: 'Head: the search shortcuts (Ctrl/⌘-K and `/`), working from first paint.' },
  { name: 'codeTabSyncScript', module: 'code-tab-sync.ts', doc: 'Head, before the content: each code group’s tab of the chosen language marked selected as it is added.' },
  { name: 'codeTabClicksScript', module: 'code-tab-clicks.ts', doc: 'Head: clicks on code tabs, working from first paint.' },
  { name: 'codeTabKeysScript', module: 'code-tab-keys.ts', doc: 'Head: the arrow keys on code tabs, working from first paint.' },
  { name: 'copyCodeScript', module: 'copy-code.ts', doc: 'Head: code blocks’ copy buttons, working from first paint.' },
  { name: 'copyPageScript', module: 'copy-page.ts', doc: 'Head: the copy-page button, working from first paint.' },
  { name: 'copySectionScript', module: 'copy-section.ts', doc: 'Head: section headings’ copy buttons, working from first paint.' },
  { name: 'copyMcpClicksScript', module: 'copy-mcp-clicks.ts', doc: 'Head: the page actions’ MCP settings buttons, working from first paint.' },
  { name: 'copyMcpSettingsScript', module: 'copy-mcp-settings.ts', doc: 'Head: the MCP settings those buttons ask for, built from the settings module.' },
  { name: 'menuKeysScript', module: 'menu-keys.ts', doc: 'Head: the keyboard of popover menus, working from first paint.' },
  { name: 'selectKeysScript', module: 'select-keys.ts', doc: 'Head: the keyboard of select menus (the version menu), working from first paint.' },
  { name: 'copiedFeedbackScript', module: 'copied-feedback.ts', doc: 'Head: the copying a copy button asks for, and its ‘Copied!’.' },
  { name: 'acceptedValuesScript', module: 'accepted-values.ts', doc: 'Head: accepted-values lists, opening and closing from first paint.' },
  { name: 'pageParsedScript', module: 'page-parsed.ts', doc: 'Head: tells the other head scripts when the page is parsed up to the marker first paint waits for.' },
  { name: 'menuScrollScript', module: 'menu-scroll.ts', doc: 'Head: the side menu’s scroll position from the page before, put back once the page is parsed, before first paint.' },
  { name: 'closestPageScript', module: 'closest-page.ts', doc: 'Head: the 404 page’s suggestion of the closest page.' },
  { name: 'fragmentLandingScript', module: 'fragment-landing.ts', doc: 'Head: keeps the section a `#fragment` address points at in place while the page settles.' },
]

/**
 * The scripts every page runs before its first paint, in this order, as one file the page's head
 * loads (HEAD_SCRIPT_FILE): theme, chosen code language, then the controls that work without React.
 * A file and not inline text: about 2.8 KB less gzip in every page, fetched beside the stylesheet the
 * first paint waits for anyway, and kept by the browser for every later page (its name is its hash).
 */
export const HEAD_SCRIPTS: readonly string[] = [
  'themeInitScript',
  'mobileNavigationInitScript',
  'codeLanguageInitScript',
  'codeTabSyncScript',
  'menuScrollScript',
  'pageParsedScript',
  'codeTabClicksScript',
  'codeTabKeysScript',
  'copyCodeScript',
  'copyPageScript',
  'copySectionScript',
  'copyMcpClicksScript',
  'copyMcpSettingsScript',
  'menuKeysScript',
  'selectKeysScript',
  'copiedFeedbackScript',
  'acceptedValuesScript',
  'feedbackSendScript',
  'searchIslandScript',
  'searchKeysScript',
  'closestPageScript',
  'fragmentLandingScript',
]

/**
 * The page's behaviours that need not run before first paint (prefetch, section tracking, header
 * fill, page views, menu scroll, guide filter, theme following): one file of their own, which pages
 * load with `async` (BEHAVIOURS_SCRIPT_FILE). Not inline text, so not held to an inline script's size.
 */
export const BEHAVIOURS_SCRIPT: InlineScript = {
  name: 'behavioursScript',
  module: '../lib/page-behaviours/install.ts',
  doc: 'Async, once the page is parsed: the page behaviours that follow the first paint, as one file.',
}

/** One inline script's text: its module and what it imports, minified, without a closing `;`. */
export function bundleInlineScript(script: InlineScript): string {
  const result = buildSync({
    entryPoints: [`${SOURCE_DIR}/${script.module}`],
    absWorkingDir: ROOT,
    tsconfigRaw: { compilerOptions: { paths: tsconfigPaths() } },
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: TARGET,
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
  })
  const text = result.outputFiles[0].text.trim().replace(/;$/, '')
  // Inline text ends its <script> at the first `</script`, and `<!--` changes how the rest is parsed.
  if (/<\/script|<!--/i.test(text)) throw new Error(`${script.module}: the inline text contains </script or <!--`)
  return text
}

function hashedName(prefix: string, text: string): string {
  return `${prefix}-${createHash('sha256').update(text).digest('hex').slice(0, 12)}.js`
}

/** The generated module: one string constant per inline script. */
export function inlineScriptsModule(): string {
  const lines = [
    '// Generated by `npm run generate:inline-scripts` (scripts/lib/inline-scripts.ts) from the modules in',
    '// src/inline-scripts/: do not edit. Each constant is the text of one inline <script>.',
  ]
  const texts = new Map<string, string>()
  for (const script of INLINE_SCRIPTS) {
    const text = bundleInlineScript(script)
    texts.set(script.name, text)
    lines.push('', `/** ${script.doc} From ${SOURCE_DIR}/${script.module}. */`, `export const ${script.name} = ${JSON.stringify(text)}`)
  }
  const head = HEAD_SCRIPTS.map((name) => {
    const text = texts.get(name)
    if (text === undefined) throw new Error(`HEAD_SCRIPTS names ${name}, which INLINE_SCRIPTS lacks`)
    return text
  }).join(';\n')
  const file = hashedName('head', head)
  const behaviours = bundleInlineScript(BEHAVIOURS_SCRIPT)
  lines.push(
    '',
    '/** The head scripts (HEAD_SCRIPTS) as one file, which every page loads before its first paint. */',
    `export const headScript = ${JSON.stringify(head)}`,
    '',
    '/** The head script file\'s name: its content\'s hash, so a browser may keep it for good. */',
    `export const HEAD_SCRIPT_FILE = ${JSON.stringify(file)}`,
    '',
    `/** ${BEHAVIOURS_SCRIPT.doc} From ${posix.normalize(`${SOURCE_DIR}/${BEHAVIOURS_SCRIPT.module}`)}. */`,
    `export const ${BEHAVIOURS_SCRIPT.name} = ${JSON.stringify(behaviours)}`,
    '',
    '/** The behaviours file\'s name, by its content\'s hash. */',
    `export const BEHAVIOURS_SCRIPT_FILE = ${JSON.stringify(hashedName('behaviours', behaviours))}`,
  )
  return lines.join('\n') + '\n'
}
