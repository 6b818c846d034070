/**
 * The pages' font: Inter's variable Latin file from @fontsource-variable, cut down by
 * `npm run generate:page-font` to the weights and characters the site draws with it. Code is drawn
 * in the monospace font, so the cut only needs prose and interface text.
 */
export const PAGE_FONT = {
  source: 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  license: 'node_modules/@fontsource-variable/inter/LICENSE',
  output: 'src/app/fonts/inter-latin-400-600.woff2',
  /** The weights the site uses: 400, 500 and 600 (bold is drawn with 600). */
  weights: { min: 400, max: 600 },
  /** Basic Latin, Latin-1, the punctuation prose uses (dashes, quotes, ellipsis, primes), €, ™ and minus. */
  unicodes: ['U+0020-007E', 'U+00A0-00FF', 'U+2010-2027', 'U+2030-203A', 'U+20AC', 'U+2122', 'U+2212'],
} as const
