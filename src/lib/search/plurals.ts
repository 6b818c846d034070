/**
 * Other forms of an English word that count as the word itself, with no typo: Algolia's
 * `ignorePlurals` (secret ⇄ secrets, entry ⇄ entries) plus the -ing and -ed forms a question
 * uses for an operation (uploading, deployed → upload, deploy). Shorter words than 3 letters have none.
 */
export function wordForms(word: string): string[] {
  if (word.length < 3 || !/^[a-z]+$/.test(word)) return []
  const forms = new Set<string>()
  if (word.endsWith('ies')) forms.add(word.slice(0, -3) + 'y')
  else if (word.endsWith('es')) forms.add(word.slice(0, -2)).add(word.slice(0, -1))
  else if (word.endsWith('s') && !word.endsWith('ss')) forms.add(word.slice(0, -1))
  else {
    forms.add(word + 's')
    if (/(s|x|z|ch|sh)$/.test(word)) forms.add(word + 'es')
    if (/[^aeiou]y$/.test(word)) forms.add(word.slice(0, -1) + 'ies')
  }
  for (const suffix of ['ing', 'ed']) {
    if (!word.endsWith(suffix) || word.length < suffix.length + 3) continue
    const stem = word.slice(0, -suffix.length)
    forms.add(stem).add(stem + 'e')
    if (/(.)\1$/.test(stem)) forms.add(stem.slice(0, -1))
  }
  forms.delete(word)
  return [...forms]
}
