import { ChevronDownIcon } from './icons'
import { SiteLink } from './SiteLink'
import { versionSelectLabel, type VersionSelectProps } from './version-select-types'

/** The one version menu a reference page has; the trigger anchors it (see .version-menu in globals.css). */
const MENU_ID = 'version-menu'

/**
 * The version selector of a reference page: a button that opens a popover listing every version as
 * a link, the newest marked Latest and the one shown marked current. Plain server markup that the
 * browser makes work (open, Escape, a click outside, Tab into the list), so it responds from first
 * paint and hydration never changes it; the head script adds a select's keys (arrows, Home/End,
 * type-ahead: src/lib/enhance/select-keys.ts). Keyed by the version shown, so a page
 * shown client-side gets a closed menu.
 */
export function VersionSelect({ sdkLabel, current, options }: VersionSelectProps) {
  return (
    <>
      <button type="button" popoverTarget={MENU_ID} className="version-trigger">
        <span className="sr-only">{`${versionSelectLabel(sdkLabel)}: `}</span>
        {current}
        <ChevronDownIcon />
      </button>
      <nav id={MENU_ID} popover="auto" data-select-menu aria-label={versionSelectLabel(sdkLabel)} className="version-menu">
        <ul>
          {options.map((option) => (
            <li key={option.version}>
              <SiteLink href={option.href} aria-current={option.version === current ? 'page' : undefined} className="version-option">
                {/* The link is named by all of its text, the Latest badge included, as it is on screen; the current one's tick is drawn by CSS. */}
                <span>
                  {option.latest ? `${option.version} ` : option.version}
                  {option.latest && <span className="version-latest">Latest</span>}
                </span>
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  )
}
