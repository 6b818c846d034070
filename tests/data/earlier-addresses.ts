import { readFileSync } from 'node:fs'

/** Every page address of the earlier docs site, under the /docs base (earlier-addresses.txt says where they came from). */
export const EARLIER_ADDRESSES: readonly string[] = readFileSync(new URL('./earlier-addresses.txt', import.meta.url), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line.startsWith('/'))
