import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { mappedCodePoints } from '../fonts/cmap'

/** Inter from @fontsource: every subset it ships, in the two weights the card uses. */
const SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese'] as const
const WEIGHTS = [400, 700] as const

export const OG_FONT_FAMILY = 'Inter-latin'

export interface OgFont {
  name: string
  data: Buffer
  weight: (typeof WEIGHTS)[number]
  style: 'normal'
}

export interface OgFonts {
  /** The same array every render, so satori parses the fonts once per process. */
  fonts: OgFont[]
  /** True when every weight has a glyph for this code point: satori will never look elsewhere for it. */
  covers: (codePoint: number) => boolean
}

let loaded: OgFonts | undefined

export function fontDirectory(): string {
  return join(/*turbopackIgnore: true*/ process.cwd(), 'node_modules', '@fontsource', 'inter', 'files')
}

/**
 * Reads the fonts from local files once. Each subset gets its own family name: satori tries the
 * requested family first, then every other loaded family, so the subsets act as one font.
 */
export function ogFonts(directory = fontDirectory()): OgFonts {
  if (loaded) return loaded
  const fonts: OgFont[] = []
  const perWeight = new Map<number, Set<number>>(WEIGHTS.map((weight) => [weight, new Set<number>()]))
  for (const subset of SUBSETS) {
    for (const weight of WEIGHTS) {
      const data = readFileSync(join(directory, `inter-${subset}-${weight}-normal.woff`))
      fonts.push({ name: `Inter-${subset}`, data, weight, style: 'normal' })
      for (const point of mappedCodePoints(data)) perWeight.get(weight)!.add(point)
    }
  }
  const [regular, bold] = WEIGHTS.map((weight) => perWeight.get(weight)!)
  const covered = new Set([...regular].filter((point) => bold.has(point)))
  loaded = { fonts, covers: (point) => covered.has(point) }
  return loaded
}
