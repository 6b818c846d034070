/**
 * Inline in the head, before first paint: sets the chosen code language on <html>, so code groups
 * show it from the first paint (the CSS in src/app/code-tabs.css reads it); the next head script
 * (code-tab-sync.ts) marks each group's tab of that language selected as the parser adds it. A `?lang=` link wins and is remembered;
 * otherwise the stored choice applies. Bundled into inline text by `npm run generate:inline-scripts`.
 */
import { CODE_LANGUAGE_ROOT_ATTRIBUTE, linkedCodeLanguage } from '@/lib/code-language-choice'
import { CODE_LANGUAGE_STORAGE_KEY } from '@/lib/code-languages'

try {
  const linked = linkedCodeLanguage(location.search)
  if (linked) localStorage.setItem(CODE_LANGUAGE_STORAGE_KEY, linked)
  const language = linked ?? localStorage.getItem(CODE_LANGUAGE_STORAGE_KEY)
  if (language) {
    document.documentElement.setAttribute(CODE_LANGUAGE_ROOT_ATTRIBUTE, language)
  }
} catch {
  // Storage refused: code groups show their first panel, as they do for a first visit.
}
