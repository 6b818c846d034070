import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { DocPage } from '@/lib/content/loader'
import { parseMdx } from '@/lib/content/parse'
import { formatProblem, pageSamples } from '@/lib/samples/extract'
import { checkGuidePackages, importedPackage, parseInstall } from '@/lib/samples/guide-packages'
import { GUIDE_PACKAGES_DIR } from '@/lib/samples/site'

function guide(body: string): DocPage {
  const file = 'content/guides/nodejs/app.mdx'
  const { tree, headings } = parseMdx(body, file)
  return { route: '/guides/nodejs/app', slug: [], file, title: 't', description: 'd', unlisted: false, headings, blocks: [], links: [], tree, bodyLine: 5 }
}

const install = (line: string) => `\`\`\`bash\nnpm install\n${line}\n\`\`\`\n\n`
const service = "```typescript title=\"services/app.ts\"\nimport { http } from '@nitric/sdk'\nimport { Module } from '@nestjs/common'\nimport { join } from 'node:path'\n\nexport { http, Module, join }\n```\n"
const check = (body: string) => checkGuidePackages(pageSamples(guide(body)), join(process.cwd(), GUIDE_PACKAGES_DIR), process.cwd()).map(formatProblem)

describe('packages of a guide', () => {
  it('read npm install lines and bare imports', () => {
    expect(parseInstall('npm install -D @nestjs/core@11 rxjs')).toEqual([{ name: '@nestjs/core', version: '11' }, { name: 'rxjs' }])
    expect(parseInstall('npm run build')).toBeUndefined()
    expect(['drizzle-orm/pg-core', '@prisma/adapter-pg', 'node:crypto', 'fs', '../db/schema'].map(importedPackage)).toEqual(['drizzle-orm', '@prisma/adapter-pg', undefined, undefined, undefined])
  })

  it('pass when the guide installs what its files import, at the versions the check uses', () => {
    expect(check(install('npm install @nitric/sdk@1.4.2 @nestjs/common@11') + service)).toEqual([])
  })

  it('fail on a version other than the one the guides are checked against, naming the line', () => {
    expect(check(install('npm install @nitric/sdk@1.4.2 @nestjs/common@12') + service)).toEqual([
      expect.stringMatching(/^content\/guides\/nodejs\/app\.mdx:7 \(code block 1\): installs @nestjs\/common@12, but the guide's code is checked against 11\.\d+\.\d+ \(tests\/guides\/package\.json\)$/),
    ])
  })

  it('fail on an import of a package the guide never installs', () => {
    expect(check(install('npm install @nitric/sdk@1.4.2') + service)).toEqual([
      expect.stringMatching(/:12 \(code block 2\): imports @nestjs\/common, which none of the guide's `npm install` lines installs$/),
    ])
  })

  it('take the versions from the lock file where the workspace is not installed (a plain npm run build)', () => {
    mkdirSync(join(process.cwd(), '.cache'), { recursive: true })
    const bare = mkdtempSync(join(process.cwd(), '.cache', 'guide-packages-'))
    try {
      for (const file of ['package.json', 'package-lock.json']) copyFileSync(join(process.cwd(), GUIDE_PACKAGES_DIR, file), join(bare, file))
      const checkBare = (body: string) => checkGuidePackages(pageSamples(guide(body)), bare, process.cwd()).map(formatProblem)
      expect(checkBare(install('npm install @nitric/sdk@1.4.2 @nestjs/common@11') + service)).toEqual([])
      expect(checkBare(install('npm install @nitric/sdk@1.4.2 @nestjs/common@12') + service)).toEqual([expect.stringMatching(/installs @nestjs\/common@12, but the guide's code is checked against 11\.\d+\.\d+ \(tests\/guides\/package\.json\)$/)])
    } finally {
      rmSync(bare, { recursive: true, force: true })
    }
  })
})
