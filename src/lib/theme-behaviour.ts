import { closestToTarget } from './enhance/event-target'
import { applyDarkMode, persistDarkMode, resolveDarkMode, SYSTEM_DARK_QUERY, THEME_STORAGE_KEY, THEME_TOGGLE_ATTRIBUTE } from './theme'

/**
 * Before first paint (the head's inline script, src/inline-scripts/theme.ts): applies the stored
 * choice or the system's theme, and makes every theme toggle work from the moment it is drawn, with
 * one listener on the document and no React. The toggles name themselves for the theme by CSS.
 */
export function initTheme(view: Window & typeof globalThis): void {
  const root = view.document.documentElement
  const systemPrefersDark = () => view.matchMedia(SYSTEM_DARK_QUERY).matches
  try {
    applyDarkMode(root, resolveDarkMode(view.localStorage.getItem(THEME_STORAGE_KEY), systemPrefersDark()))
  } catch {
    // Storage refused (private modes, blocked cookies): the page keeps its default theme.
  }
  view.document.addEventListener('click', (event) => {
    if (!closestToTarget(event, `[${THEME_TOGGLE_ATTRIBUTE}]`)) return
    const dark = !root.classList.contains('dark')
    applyDarkMode(root, dark)
    try {
      persistDarkMode(view.localStorage, dark, systemPrefersDark())
    } catch {
      // The choice holds for this page even where it cannot be stored.
    }
  })
}

/**
 * Once the page is parsed (src/lib/page-behaviours/install.ts): the theme follows the system while no choice is
 * stored, and choices made in other tabs.
 */
export function installThemeFollowing(doc: Document): () => void {
  const view = doc.defaultView!
  const media = view.matchMedia(SYSTEM_DARK_QUERY)
  const followSystem = () => {
    if (view.localStorage.getItem(THEME_STORAGE_KEY) === null) applyDarkMode(doc.documentElement, media.matches)
  }
  const followOtherTabs = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY) applyDarkMode(doc.documentElement, resolveDarkMode(event.newValue, media.matches))
  }
  media.addEventListener('change', followSystem)
  view.addEventListener('storage', followOtherTabs)
  return () => {
    media.removeEventListener('change', followSystem)
    view.removeEventListener('storage', followOtherTabs)
  }
}
