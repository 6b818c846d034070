/** Display names for code-tab labels (SPEC 3); anything else reads 'Code'. */
const DISPLAY_NAMES: Record<string, string> = {
  js: 'JavaScript',
  javascript: 'JavaScript',
  ts: 'TypeScript',
  typescript: 'TypeScript',
  php: 'PHP',
  python: 'Python',
  ruby: 'Ruby',
  go: 'Go',
  java: 'Java',
  csharp: 'C#',
  kotlin: 'Kotlin',
  dart: 'Dart',
}

export const FALLBACK_CODE_TITLE = 'Code'

export function languageDisplayName(language: string | undefined): string {
  return (language && DISPLAY_NAMES[language.toLowerCase()]) || FALLBACK_CODE_TITLE
}

/** Aliases a reader's choice is shared under: choosing 'ts' in one group selects 'typescript' in another. */
export function canonicalLanguage(language: string | undefined): string {
  const lang = (language ?? 'text').toLowerCase()
  return ({ ts: 'typescript', js: 'javascript', py: 'python', cs: 'csharp', sh: 'bash', shell: 'bash' } as Record<string, string>)[lang] ?? lang
}

/** Languages the build-time highlighter loads; the content check rejects any other fence language. */
export const HIGHLIGHTED_LANGUAGES = [
  'typescript', 'javascript', 'tsx', 'python', 'go', 'dart', 'csharp', 'java', 'kotlin', 'bash', 'shell',
  'json', 'yaml', 'toml', 'dockerfile', 'sql', 'hcl', 'xml', 'ini', 'text', 'diff', 'ts', 'js', 'sh', 'txt', 'plaintext', 'console',
] as const

/** Languages whose tab choice is shared across groups (and restored before first paint). */
export const TAB_LANGUAGES = ['typescript', 'javascript', 'python', 'go', 'dart', 'csharp', 'java', 'kotlin', 'php', 'ruby'] as const

export const CODE_LANGUAGE_STORAGE_KEY = 'preferredCodeLanguage'
