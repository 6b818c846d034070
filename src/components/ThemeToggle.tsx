import { THEME_TOGGLE_ATTRIBUTE, themeToggleLabel } from '@/lib/theme'
import { MoonIcon, SunIcon } from './icons'

/**
 * The theme toggle: plain markup that the head's script makes work from first paint
 * (src/lib/theme-behaviour.ts). The theme lives on <html class="dark">; the icon and the button's
 * name (what pressing it does) follow it by CSS, so both are right from first paint too.
 */
export function ThemeToggle() {
  return (
    <button type="button" {...{ [THEME_TOGGLE_ATTRIBUTE]: '' }} className="icon-button">
      <span className="sr-only dark:hidden">{themeToggleLabel(false)}</span>
      <span className="sr-only hidden dark:inline">{themeToggleLabel(true)}</span>
      <SunIcon className="dark:hidden" />
      <MoonIcon className="hidden dark:block" />
    </button>
  )
}
