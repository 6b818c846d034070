import { describe, expect, it } from 'vitest'
import { GET as markdownGet } from '@/app/api/markdown/[...slug]/route'
import { GET as notFoundGet } from '@/app/api/markdown-not-found/route'
import { GET as latestLlms, generateStaticParams as latestParams } from '@/app/reference/[sdk]/llms.txt/route'
import { GET as versionLlmsFull, generateStaticParams as versionParams } from '@/app/reference/[sdk]/[version]/llms-full.txt/route'
import { getListedPages } from '@/lib/content/loader'
import { agentNote } from '@/lib/markdown/agent-note'
import { markdownRoute } from '@/lib/markdown/links'
import { llmsIndex } from '@/lib/markdown/llms'
import { markdownNotFound } from '@/lib/markdown/not-found'
import { sdkLlmsFull, sdkLlmsIndex, sdkVersionPages } from '@/lib/markdown/sdk-llms'
import { findSdkLlmsFiles, sdkLlmsFiles } from '@/lib/markdown/sdk-llms-files'
import { llmsPartText, sdkLlmsParts } from '@/lib/markdown/llms-parts'
import { documentedSdks, documentedVersions, parseReferenceRoute } from '@/lib/sdks'

const SITE = 'https://nitric.io'
const listed = getListedPages()

describe('the line for agents', () => {
  it('names the skill file, the MCP server, and the llms file of the SDK version a reference page documents', () => {
    expect(agentNote('/storage', SITE)).toBe(
      "> For agents: how to use these docs: https://nitric.io/docs/skill.md; search them and look up SDK symbols by version over MCP at https://nitric.io/docs/api/mcp; each SDK version's pages in one list: see https://nitric.io/docs/llms.txt.",
    )
    expect(agentNote('/reference/nodejs/storage/bucket', SITE)).toContain("this SDK version's pages in one list: https://nitric.io/docs/reference/nodejs/llms.txt.")
    expect(agentNote('/reference/nodejs/v0/storage/bucket', SITE)).toContain('https://nitric.io/docs/reference/nodejs/v0/llms.txt.')
    expect(agentNote('/reference/csharp/v0', SITE)).toContain('https://nitric.io/docs/reference/csharp/v0/llms.txt.')
    expect(agentNote('/storage', SITE).split('\n')).toHaveLength(1)
  })

  it('starts every .md answer, the page’s Markdown following', async () => {
    const response = await markdownGet(new Request('http://localhost/docs/api/markdown/storage'), { params: Promise.resolve({ slug: ['storage'] }) })
    const text = await response.text()
    expect(text.startsWith(`${agentNote('/storage', SITE)}\n\n# Storage\n\n> `)).toBe(true)
  })
})

describe('llms files per SDK version', () => {
  it('exist for every documented SDK version, derived from the SDK registry', () => {
    const expected = documentedSdks().flatMap((sdk) => documentedVersions(sdk).map((version) => `${sdk.id}/${version}`))
    expect(sdkLlmsFiles().map((files) => `${files.sdk.id}/${files.version}`)).toEqual(expected)
    // Latest at /reference/{sdk}; older versions and legacy SDKs below their version segment.
    expect(findSdkLlmsFiles('nodejs')?.route).toBe('/reference/nodejs')
    expect(findSdkLlmsFiles('nodejs', 'v0')?.route).toBe('/reference/nodejs/v0')
    expect(findSdkLlmsFiles('csharp')?.route).toBe('/reference/csharp/v0')
    expect(findSdkLlmsFiles('nodejs', 'v9')).toBeUndefined()
    expect(findSdkLlmsFiles('cobol')).toBeUndefined()
    expect(latestParams()).toEqual(documentedSdks().map((sdk) => ({ sdk: sdk.id })))
    expect(versionParams()).toContainEqual({ sdk: 'nodejs', version: 'v0' })
    expect(versionParams()).toContainEqual({ sdk: 'csharp', version: 'v0' })
    // The latest of a current SDK lives at /reference/{sdk}: /reference/nodejs/v1/… redirects there.
    expect(versionParams()).not.toContainEqual({ sdk: 'nodejs', version: 'v1' })
  })

  it('list exactly one SDK version’s pages, and link the parts that hold all of them in full', () => {
    const files = findSdkLlmsFiles('go', 'v0')!
    const pages = sdkVersionPages(listed, files)
    expect(pages.length).toBeGreaterThan(10)
    expect(pages.every((page) => parseReferenceRoute(page.route)?.version === 'v0' && page.route.startsWith('/reference/go/v0'))).toBe(true)
    const index = sdkLlmsIndex(listed, files, SITE)
    expect(index).toMatch(/^# Nitric Go SDK v0 reference\n\n> The Go SDK's v0 reference \(package `[^`]+`, an older version; the latest is v1\)/)
    expect(index).toContain('https://nitric.io/docs/reference/go/v0/llms-full.txt')
    const links = [...index.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((match) => match[1])
    expect(links.sort()).toEqual(pages.map((page) => `${SITE}/docs${markdownRoute(page.route)}`).sort())
    const full = sdkLlmsFull(listed, files, SITE)
    const parts = sdkLlmsParts(listed, files, SITE)
    for (const part of parts) expect(full).toContain(`](${SITE}/docs/llms-full/${part.slug}.txt)`)
    const text = parts.map((part) => llmsPartText(part, SITE)).join('\n')
    for (const page of pages) expect(text, page.route).toContain(`Source: ${SITE}/docs${page.route}\n`)
    expect(text).not.toContain('Source: https://nitric.io/docs/reference/go/topic/')
  })

  it('answer from their routes, and are listed from the root llms.txt', async () => {
    const latest = await latestLlms(new Request('http://localhost/docs/reference/python/llms.txt'), { params: Promise.resolve({ sdk: 'python' }) })
    expect(latest.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(await latest.text()).toMatch(/^# Nitric Python SDK v1 reference\n/)
    const full = await versionLlmsFull(new Request('http://localhost/docs/reference/jvm/v0/llms-full.txt'), { params: Promise.resolve({ sdk: 'jvm', version: 'v0' }) })
    expect(await full.text()).toMatch(/^# Nitric JVM SDK v0 reference: full text\n\n> .*a legacy SDK/)
    const root = llmsIndex(listed, SITE)
    expect(root).toContain('https://nitric.io/docs/api/mcp')
    for (const files of sdkLlmsFiles()) {
      expect(root).toContain(`](${SITE}/docs${files.route}/llms.txt): `)
      expect(root).toContain(`${SITE}/docs${files.route}/llms-full.txt`)
    }
  })

  it('answer 404 for an SDK or version with no reference', async () => {
    await expect(latestLlms(new Request('http://localhost/'), { params: Promise.resolve({ sdk: 'cobol' }) })).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404|NEXT_NOT_FOUND/)
  })
})

describe('the Markdown 404', () => {
  it('links the pages nearest to the address, as Markdown, and echoes nothing of it', () => {
    const text = markdownNotFound('/storge.md', listed, SITE)
    expect(text.startsWith(`${agentNote(undefined, SITE)}\n\n# Page not found\n`)).toBe(true)
    const links = [...text.matchAll(/^- \[[^\]]+\]\(([^)]+)\): /gm)].map((match) => match[1])
    expect(links[0]).toBe(`${SITE}/docs/storage.md`)
    expect(links).toHaveLength(5)
    expect(markdownNotFound('/reference/go/storage/bucket-listfile.md', listed, SITE)).toContain(`](${SITE}/docs/reference/go/storage/bucket-list-files.md)`)
    expect(markdownNotFound('/<script>alert(1)</script>.md', listed, SITE)).not.toContain('<script>')
  })

  it('answers 404 in Markdown from its route, and 400 without a path', async () => {
    const response = await notFoundGet(new Request('http://localhost/docs/api/markdown-not-found?path=%2Fdocs%2Fstorge.md'))
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.text()).toContain(`](${SITE}/docs/storage.md)`)
    expect((await notFoundGet(new Request('http://localhost/docs/api/markdown-not-found'))).status).toBe(400)
    expect((await notFoundGet(new Request('http://localhost/docs/api/markdown-not-found?path=storge'))).status).toBe(400)
    const long = await notFoundGet(new Request(`http://localhost/docs/api/markdown-not-found?path=/${'x'.repeat(5000)}`))
    expect(long.status).toBe(404)
  })

  it('is also what the .md route answers for a page that does not exist', async () => {
    const response = await markdownGet(new Request('http://localhost/docs/api/markdown/storge'), { params: Promise.resolve({ slug: ['storge'] }) })
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('# Page not found')
  })
})
