import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getAllPages, type DocPage } from '@/lib/content/loader'
import { parseMdx } from '@/lib/content/parse'
import { referenceIndex } from '@/lib/reference/entries'
import { SampleRecordCollector } from '@/lib/sample-links/collect'
import { sampleKey } from '@/lib/sample-links/store'
import { formatProblem, pageSamples, type Sample } from '@/lib/samples/extract'
import { checkGuideProjects, guidePackagesInstalled, type GuideCheckOptions } from '@/lib/samples/guide-check'
import { isProjectFile } from '@/lib/samples/guide-projects'
import { GUIDE_PACKAGES_DIR, NODE_SDK_PACKAGES, tagDeclarations } from '@/lib/samples/site'
import type { SourceFileCache } from '@/lib/samples/typescript'

const root = process.cwd()
const installedDir = join(root, GUIDE_PACKAGES_DIR)
const base = { root, sdkPackages: NODE_SDK_PACKAGES, extraDeclarations: tagDeclarations(root) }
const cache: SourceFileCache = new Map()

/** Runs the guide check in one mode, with the collector the content check uses; returns its problems and records. */
async function run(samples: readonly Sample[], options: Omit<GuideCheckOptions, keyof typeof base>) {
  const routes = new Set(getAllPages().map((page) => page.route))
  const collector = new SampleRecordCollector(referenceIndex(), { ...base, hasPage: (route) => routes.has(route) })
  const problems = await checkGuideProjects(samples, { ...base, ...options, onProgram: collector.addProgram.bind(collector) }, cache)
  return { problems: problems.map(formatProblem), records: collector.records }
}

describe('guide projects with their packages stood in', () => {
  // A workspace with the manifest and lock file but nothing installed, as a plain `npm run build` has
  // it; inside the site, so the packages the site has (next, vitest) resolve as they do for tests/guides.
  let bareDir: string
  beforeAll(() => {
    if (!guidePackagesInstalled(installedDir)) throw new Error(`the guides' packages are missing: run npm ci --ignore-scripts in ${GUIDE_PACKAGES_DIR} (npm test does)`)
    mkdirSync(join(root, '.cache'), { recursive: true })
    bareDir = mkdtempSync(join(root, '.cache', 'guide-packages-'))
    for (const file of ['package.json', 'package-lock.json']) copyFileSync(join(installedDir, file), join(bareDir, file))
  })
  afterAll(() => rmSync(bareDir, { recursive: true, force: true }))

  it('give the site’s guide blocks the same records as the check with the packages, and find no problem', { timeout: 120_000 }, async () => {
    const samples = getAllPages().flatMap(pageSamples)
    const full = await run(samples, { packagesDir: installedDir })
    const stoodIn = await run(samples, { packagesDir: bareDir, thirdParty: 'stood-in' })
    expect(full.problems).toEqual([])
    expect(stoodIn.problems).toEqual([])
    expect(full.records.size).toBeGreaterThan(20)
    expect(full.records.size).toBe(new Set(samples.filter(isProjectFile).map(sampleKey)).size)
    expect([...full.records.values()].some((record) => record.links.length > 0)).toBe(true)
    expect(Object.fromEntries(stoodIn.records)).toEqual(Object.fromEntries(full.records))
  })

  const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', 'guides', `${name}.mdx`), 'utf8')
  function guide(name: string, body: string): Sample[] {
    const file = `content/guides/nodejs/${name}.mdx`
    const { tree, headings } = parseMdx(body, file)
    const page: DocPage = { route: `/guides/nodejs/${name}`, slug: [], file, title: 't', description: 'd', unlisted: false, headings, blocks: [], links: [], tree, bodyLine: 5 }
    return pageSamples(page)
  }
  const standIn = async (name: string, body: string) => (await run(guide(name, body), { packagesDir: bareDir, thirdParty: 'stood-in' })).problems

  it('leave out the third-party packages and the Prisma client that are not installed', async () => {
    expect(await standIn('express', fixture('express'))).toEqual([])
    expect(await standIn('prisma', fixture('prisma'))).toEqual([])
  })

  it('report a wrong SDK call in a project that imports a third-party package', async () => {
    const broken = fixture('express').replace('http(app)', 'http(app, 8080)')
    expect(await standIn('express', broken)).toEqual([expect.stringMatching(/^content\/guides\/nodejs\/express\.mdx:\d+ \(code block 1\): TS2345: .*'number'/)])
    const prisma = `${fixture('prisma')}\n\`\`\`typescript title="services/api.ts"\nimport { api } from '@nitric/sdk'\nimport { named } from './authors'\n\napi('authors').get('/:name', async (ctx) => ctx.res.json(await named(ctx.req.paramz.name)))\n\`\`\`\n`
    expect(await standIn('prisma', prisma)).toEqual([expect.stringMatching(/\(code block 3\): TS2551: Property 'paramz' does not exist/)])
  })

  it('still report a package that is not the workspace’s, and implicit any outside a stood-in call', async () => {
    const body = fixture('express').replace("import express from 'express'", "import express from 'express'\nimport { left } from 'left-pad-nowhere'\nfunction pad(text) { return left(text) }\nexport { pad }")
    expect(await standIn('express', body)).toEqual([
      expect.stringContaining("TS2307: Cannot find module 'left-pad-nowhere'"),
      expect.stringContaining("TS7006: Parameter 'text' implicitly has an 'any' type"),
    ])
  })
})
