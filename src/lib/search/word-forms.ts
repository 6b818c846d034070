/**
 * The one place English word forms are folded, for both search engines: the site search expands a
 * query word into its other forms (wordForms, Algolia's `ignorePlurals` plus -ing/-ed), the question
 * index reduces every word of pages and questions to one stem (stem, through MiniSearch's
 * processTerm). Both read the same suffix rules below, so the two engines agree on which words are
 * one word; the question index alone also folds adverbs (stem), since questions are written in full
 * sentences and the dialog is typed as keywords. Only lowercase ASCII words are folded: identifiers
 * and short words are kept as they are.
 */
const WORD = /^[a-z]+$/

/** Endings whose plural takes -es (bus → buses, box → boxes, match → matches). */
const ES_PLURAL = /(s|x|z|ch|sh)$/

/** A consonant before a final y, whose plural is -ies (entry → entries). */
const Y_PLURAL = /[^aeiou]y$/

/** The suffixes of an operation's verb a question uses (uploading, uploaded → upload). */
const VERB_SUFFIXES = ['ing', 'ed'] as const

/** The singular of a plural (secrets → secret, entries → entry, boxes → box), or undefined for a word that is not one. */
function singular(word: string): string | undefined {
  if (word.endsWith('ies') && word.length > 4) return word.slice(0, -3) + 'y'
  if (/(ss|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2)
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1)
  return undefined
}

/**
 * Other forms of an English word that count as the word itself, with no typo: the plural and
 * singular (secret ⇄ secrets, entry ⇄ entries) plus the base of an -ing or -ed form (uploading,
 * deployed → upload, deploy). Words shorter than 3 letters have none.
 */
export function wordForms(word: string): string[] {
  if (word.length < 3 || !WORD.test(word)) return []
  const forms = new Set<string>()
  if (word.endsWith('ies')) forms.add(word.slice(0, -3) + 'y')
  else if (word.endsWith('es')) forms.add(word.slice(0, -2)).add(word.slice(0, -1))
  else if (word.endsWith('s') && !word.endsWith('ss')) forms.add(word.slice(0, -1))
  else {
    forms.add(word + 's')
    if (ES_PLURAL.test(word)) forms.add(word + 'es')
    if (Y_PLURAL.test(word)) forms.add(word.slice(0, -1) + 'ies')
  }
  for (const suffix of VERB_SUFFIXES) {
    if (!word.endsWith(suffix) || word.length < suffix.length + 3) continue
    const base = word.slice(0, -suffix.length)
    forms.add(base).add(base + 'e')
    if (/(.)\1$/.test(base)) forms.add(base.slice(0, -1))
  }
  forms.delete(word)
  return [...forms]
}

/** The shortest adverb stem folds: `weekly`, `locally`; never `only`, `apply`, `daily`. */
const ADVERB_MIN = 6

/**
 * One word's stem, shared by the pages and the questions of the question index: the plural, -ing
 * and -ed forms, a doubled final consonant and a final e fold together (uploads, uploading, uploaded
 * → upload; write, writes, writing → writ), and so do an adverb and its adjective or noun (locally →
 * local, nightly → night, automatically → automatic), which a question uses as often as the page's
 * own word. Words of 3 letters or fewer are kept as they are. Porter2 (wink-porter2-stemmer) was
 * tried instead: it also folds subscriber into subscribe and deploys into deployment, and put the
 * wrong page first for more questions than it fixed.
 */
export function stem(word: string): string {
  if (word.length <= 3 || !WORD.test(word)) return word
  let w = singular(word) ?? word
  const suffix = VERB_SUFFIXES.find((s) => w.endsWith(s) && w.length > s.length + 2)
  if (suffix) w = w.slice(0, -suffix.length)
  else if (w.length >= ADVERB_MIN && w.endsWith('ly')) w = w.slice(0, w.endsWith('ically') ? -4 : -2)
  if (/([^aeiouls])\1$/.test(w)) w = w.slice(0, -1)
  if (w.endsWith('e') && w.length > 3) w = w.slice(0, -1)
  return w
}
