import type { Page } from '@playwright/test'

/** The version selector's button, named for the SDK and the version shown ("Node.js version: v1"). */
export const versionButton = (page: Page, sdkLabel: string) => page.getByRole('button', { name: new RegExp(`^${sdkLabel} version`) })

/** The popover it opens: every version as a link. */
export const versionMenu = (page: Page, sdkLabel: string) => page.getByRole('navigation', { name: `${sdkLabel} version` })

/** Opens the selector and follows the link of `version`. */
export async function chooseVersion(page: Page, sdkLabel: string, version: string): Promise<void> {
  await versionButton(page, sdkLabel).click()
  await versionMenu(page, sdkLabel).getByRole('link', { name: new RegExp(`^${version}`) }).click()
}
