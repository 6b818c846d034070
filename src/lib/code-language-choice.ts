import { CODE_LANGUAGE_STORAGE_KEY } from './code-languages'

/** The attribute on <html> that holds the chosen language (src/app/code-tabs.css reads it). */
export const CODE_LANGUAGE_ROOT_ATTRIBUTE = 'data-code-lang'

/** A language name a `?lang=` link may set: 1 to 20 letters, '#' or '+'. */
const LINKED_LANGUAGE = /^[a-z#+]{1,20}$/i

/** The language a `?lang=` link chooses, lower-cased; null without one or for a value that is not a language name. */
export function linkedCodeLanguage(search: string): string | null {
  const linked = new URLSearchParams(search).get('lang')
  return linked && LINKED_LANGUAGE.test(linked) ? linked.toLowerCase() : null
}

/** The language chosen for this page view: set on <html> before first paint, then by readers. */
export function currentCodeLanguage(): string | null {
  return document.documentElement.getAttribute(CODE_LANGUAGE_ROOT_ATTRIBUTE)
}

export function chooseCodeLanguage(language: string): void {
  document.documentElement.setAttribute(CODE_LANGUAGE_ROOT_ATTRIBUTE, language)
  try {
    localStorage.setItem(CODE_LANGUAGE_STORAGE_KEY, language)
  } catch {
    // Private modes may refuse storage; the choice still applies to this page.
  }
}
