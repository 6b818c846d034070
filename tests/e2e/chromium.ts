import { existsSync } from 'node:fs'

/** Debian's Chromium: the machine has no network to download Playwright's own build. */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  if (!existsSync(path)) throw new Error(`Chromium not found at ${path}: run 'apt-get install -y chromium' or set CHROMIUM_PATH`)
  return path
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
]
