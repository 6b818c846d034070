export const THEME_STORAGE_KEY = 'isDarkMode'

/** A stored 'true'/'false' wins; with nothing stored the system preference decides. */
export function resolveDarkMode(stored: string | null, systemPrefersDark: boolean): boolean {
  if (stored === 'true') return true
  if (stored === 'false') return false
  return systemPrefersDark
}

/** Remembers a reader's choice, or forgets it when it matches the system so the system leads again. */
export function persistDarkMode(storage: Pick<Storage, 'setItem' | 'removeItem'>, dark: boolean, systemPrefersDark: boolean): void {
  if (dark === systemPrefersDark) storage.removeItem(THEME_STORAGE_KEY)
  else storage.setItem(THEME_STORAGE_KEY, String(dark))
}

export function applyDarkMode(root: HTMLElement, dark: boolean): void {
  root.classList.toggle('dark', dark)
  root.style.colorScheme = dark ? 'dark' : 'light'
}

export const SYSTEM_DARK_QUERY = '(prefers-color-scheme: dark)'

/** Marks a theme toggle: a plain server-rendered button that the head's script makes work (theme-behaviour.ts). */
export const THEME_TOGGLE_ATTRIBUTE = 'data-theme-toggle'

/** What a toggle does from the current theme: its accessible name. */
export function themeToggleLabel(dark: boolean): string {
  return dark ? 'Switch to light theme' : 'Switch to dark theme'
}
