import { CODE_LANGUAGE_STORAGE_KEY } from './code-languages'

export const LANGUAGE_CHANGE_EVENT = 'docs:code-language'
const ROOT_ATTRIBUTE = 'data-code-lang'

/** The language chosen for this page view: set on <html> before first paint, then by readers. */
export function currentCodeLanguage(): string | null {
  return document.documentElement.getAttribute(ROOT_ATTRIBUTE)
}

export function chooseCodeLanguage(language: string): void {
  document.documentElement.setAttribute(ROOT_ATTRIBUTE, language)
  try {
    localStorage.setItem(CODE_LANGUAGE_STORAGE_KEY, language)
  } catch {
    // Private modes may refuse storage; the choice still applies to this page.
  }
  window.dispatchEvent(new CustomEvent(LANGUAGE_CHANGE_EVENT, { detail: language }))
}

/** Before first paint: a `?lang=` link wins, else the stored choice. */
export const codeLanguageInitScript = `(function(){try{var q=new URLSearchParams(location.search).get('lang');var k=${JSON.stringify(CODE_LANGUAGE_STORAGE_KEY)};if(q&&/^[a-z#+]{1,20}$/i.test(q)){q=q.toLowerCase();localStorage.setItem(k,q)}var l=q||localStorage.getItem(k);if(l)document.documentElement.setAttribute(${JSON.stringify(ROOT_ATTRIBUTE)},l)}catch(e){}})()`
