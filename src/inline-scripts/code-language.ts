/**
 * Inline in the head, before first paint: sets the chosen code language on <html>, so code groups
 * show it from the first paint (the CSS in src/app/code-tabs.css reads it), and before the first
 * frame marks each group's tab of that language selected, so what a screen reader announces agrees
 * with the panel shown before any other script runs. A `?lang=` link wins and is remembered;
 * otherwise the stored choice applies. Bundled into inline text by `npm run generate:inline-scripts`.
 */
import { CODE_LANGUAGE_ROOT_ATTRIBUTE, linkedCodeLanguage } from '@/lib/code-language-choice'
import { CODE_LANGUAGE_STORAGE_KEY } from '@/lib/code-languages'
import { syncCodeTabs } from '@/lib/enhance/code-tabs'

try {
  const linked = linkedCodeLanguage(location.search)
  if (linked) localStorage.setItem(CODE_LANGUAGE_STORAGE_KEY, linked)
  const language = linked ?? localStorage.getItem(CODE_LANGUAGE_STORAGE_KEY)
  if (language) {
    document.documentElement.setAttribute(CODE_LANGUAGE_ROOT_ATTRIBUTE, language)
    const sync = () => syncCodeTabs(document, language)
    // Just before the first frame, which waits until the content is parsed (the layout's render-blocking
    // marker), though the page may not be parsed to its end; and once it is, for browsers without that wait.
    requestAnimationFrame(sync)
    addEventListener('DOMContentLoaded', sync)
  }
} catch {
  // Storage refused: code groups show their first panel, as they do for a first visit.
}
