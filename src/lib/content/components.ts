/**
 * The components a page body may use (docs/authoring.md), in one list. The page renderer, the
 * Markdown converter and the search-text extractor each handle every one of them (the compiler holds
 * them to this list, and a unit test checks the three agree); the content check rejects any other.
 */
export const MDX_COMPONENT_NAMES = [
  'AcceptedValues',
  'Callout',
  'Card',
  'Cards',
  'CodeGroup',
  'GuideFilter',
  'Heading',
  'MethodBadge',
  'Note',
  'Properties',
  'Property',
  'Tip',
  'Warning',
] as const

export type MdxComponentName = (typeof MDX_COMPONENT_NAMES)[number]

const NAMES = new Set<string>(MDX_COMPONENT_NAMES)

export function isMdxComponentName(name: string): name is MdxComponentName {
  return NAMES.has(name)
}
