import type { Heading, Paragraph, PhrasingContent } from 'mdast'

/** Small mdast builders for code that writes Markdown trees (generated reference sections, the Markdown output). */
export const text = (value: string): PhrasingContent => ({ type: 'text', value })
export const inlineCode = (value: string): PhrasingContent => ({ type: 'inlineCode', value })
export const paragraph = (children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children })
export const link = (url: string, children: PhrasingContent[]): PhrasingContent => ({ type: 'link', url, children })
export const heading = (value: string, depth: Heading['depth'] = 2): Heading => ({ type: 'heading', depth, children: [text(value)] })
