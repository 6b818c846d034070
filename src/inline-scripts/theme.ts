/**
 * Inline in the head, before first paint: applies the reader's theme so the page never flashes the
 * wrong one. Bundled into inline text by `npm run generate:inline-scripts`.
 */
import { applyDarkMode, resolveDarkMode, THEME_STORAGE_KEY } from '@/lib/theme'

try {
  const systemPrefersDark = window.matchMedia('(prefers-color-scheme: dark)').matches
  applyDarkMode(document.documentElement, resolveDarkMode(localStorage.getItem(THEME_STORAGE_KEY), systemPrefersDark))
} catch {
  // Storage refused (private modes, blocked cookies): the page keeps its default theme.
}
