import type { SearchSettings } from './settings'

/**
 * What the search island needs from the server, written into every page by the layout as JSON in a
 * <script type="application/json"> (data, never run) and read by the island when it opens.
 */
export interface PageSearchSettings {
  settings: SearchSettings
  /** Send settled searches to the site (SEARCH_SIGNALS). */
  reportSearches: boolean
}

export const SEARCH_SETTINGS_ID = 'search-settings'

/** The JSON for the page; `<` escaped so no value can end the script element. */
export function pageSearchSettingsJson(value: PageSearchSettings): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}

export function readPageSearchSettings(document: Document): PageSearchSettings {
  return JSON.parse(document.getElementById(SEARCH_SETTINGS_ID)?.textContent ?? 'null') as PageSearchSettings
}
