/** Language folders of the reference and their display names (as the navigation labels them). */
const LANGUAGE_LABELS: Record<string, string> = {
  nodejs: 'Node.js',
  python: 'Python',
  go: 'Go',
  dart: 'Dart',
  csharp: 'C# .NET',
  jvm: 'JVM',
}

const BUILDING_BLOCKS = new Set(['apis', 'http', 'keyvalue', 'sql', 'schedules', 'storage', 'messaging', 'secrets', 'websockets'])

const TOP_LEVEL: Record<string, string> = {
  concepts: 'Concepts',
  'getting-started': 'Getting started',
  guides: 'Guides',
  faq: 'Support',
  support: 'Support',
  contributions: 'Support',
}

/** The section a page belongs to: DocSearch's `hierarchy.lvl0`, the group title of its results. */
export function sectionForRoute(route: string): string {
  const [first, second] = route.split('/').filter(Boolean)
  if (first === undefined) return 'Documentation'
  if (BUILDING_BLOCKS.has(first)) return 'Building blocks'
  if (first === 'reference') {
    if (second !== undefined && LANGUAGE_LABELS[second]) return `${LANGUAGE_LABELS[second]} reference`
    if (second === 'providers' || second === 'pulumi') return 'Providers'
    return 'Reference'
  }
  return TOP_LEVEL[first] ?? 'Documentation'
}
