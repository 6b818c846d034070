import { NAV_MENU_COPY_ATTRIBUTE, NAV_PANEL_ID, NAV_TOGGLE_ATTRIBUTE } from '@/lib/mobile-navigation'
import { CloseIcon, MenuIcon } from './icons'

const TOGGLE = { [NAV_TOGGLE_ATTRIBUTE]: '' }
/** React leaves the copy of the menu alone: the head's script fills it when the panel opens. */
const FILLED_BY_SCRIPT = { __html: '' }

/**
 * The 'Toggle navigation' button for small screens and its slide-in panel, a modal <dialog> that
 * shows a copy of the side menu. Plain markup: the head's script makes both work from first paint
 * (src/lib/mobile-navigation.ts); the menu's links work through the document's link listener.
 */
export function MobileNavigation() {
  return (
    <>
      <button type="button" {...TOGGLE} aria-label="Toggle navigation" aria-haspopup="dialog" aria-controls={NAV_PANEL_ID} className="toggle-button" suppressHydrationWarning>
        <MenuIcon />
      </button>
      <dialog id={NAV_PANEL_ID} aria-labelledby={`${NAV_PANEL_ID}-title`} className="nav-panel" suppressHydrationWarning>
        <div className="nav-panel-body">
          <div className="nav-panel-bar">
            <h2 id={`${NAV_PANEL_ID}-title`} className="nav-panel-title">
              Navigation
            </h2>
            <button type="button" {...TOGGLE} aria-label="Toggle navigation" className="nav-panel-close" suppressHydrationWarning>
              <CloseIcon />
            </button>
          </div>
          <div {...{ [NAV_MENU_COPY_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={FILLED_BY_SCRIPT} suppressHydrationWarning />
        </div>
      </dialog>
    </>
  )
}
