/**
 * Writes the pages' font (src/lib/fonts/page-font.ts says which): Inter's variable Latin file with its
 * weight axis limited to the site's weights and its characters to the site's, about half the bytes.
 * Needs fontTools with Brotli, e.g. `apt-get install python3-fonttools python3-brotli`.
 */
import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { PAGE_FONT } from '../src/lib/fonts/page-font'

const root = resolve(import.meta.dirname, '..')
const fromRoot = (path: string) => join(root, path)

function pythonWithFontTools(): string {
  for (const python of ['python3', '/usr/bin/python3']) {
    try {
      execFileSync(python, ['-c', 'import fontTools, brotli'], { stdio: 'ignore' })
      return python
    } catch {
      // try the next one
    }
  }
  throw new Error('fontTools with Brotli is missing: install it (apt-get install python3-fonttools python3-brotli) and run this again')
}

const python = pythonWithFontTools()
const work = mkdtempSync(join(tmpdir(), 'page-font-'))
try {
  const instance = join(work, 'instance.woff2')
  execFileSync(python, ['-m', 'fontTools.varLib.instancer', fromRoot(PAGE_FONT.source), `wght=${PAGE_FONT.weights.min}:${PAGE_FONT.weights.max}`, '-q', '-o', instance], { stdio: 'inherit' })
  execFileSync(python, ['-m', 'fontTools.subset', instance, '--flavor=woff2', `--unicodes=${PAGE_FONT.unicodes.join(',')}`, `--output-file=${fromRoot(PAGE_FONT.output)}`], { stdio: 'inherit' })
  copyFileSync(fromRoot(PAGE_FONT.license), join(dirname(fromRoot(PAGE_FONT.output)), 'LICENSE-Inter.txt'))
  console.log(`wrote ${PAGE_FONT.output} (${(statSync(fromRoot(PAGE_FONT.output)).size / 1024).toFixed(1)} KB, from ${(statSync(fromRoot(PAGE_FONT.source)).size / 1024).toFixed(1)} KB)`)
} finally {
  rmSync(work, { recursive: true, force: true })
}
