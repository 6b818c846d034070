import { describe, expect, it } from 'vitest'
import { sdkForLanguage } from '@/lib/samples/extract'
import { SDK_BADGES, getSdk, parseReferenceRoute, referenceHref, SDKS } from '@/lib/sdks'
import { versionNotices } from '@/lib/version-notices'

describe('SDK registry', () => {
  it('has the labels and statuses of SPEC 2.2', () => {
    expect(Object.fromEntries(SDKS.map((s) => [s.id, s.label]))).toEqual({
      go: 'Go', jvm: 'JVM', nodejs: 'Node.js', python: 'Python', csharp: 'C# .NET', dart: 'Dart',
    })
    expect(SDKS.filter((s) => s.status === 'experimental').map((s) => s.id).sort()).toEqual(['dart', 'go'])
    expect(SDKS.filter((s) => s.status === 'legacy').map((s) => s.id).sort()).toEqual(['csharp', 'jvm'])
    expect(SDK_BADGES).toEqual({ experimental: 'Experimental', legacy: 'Coming soon' })
    for (const id of ['nodejs', 'python', 'go']) expect(getSdk(id)!.versions).toEqual(['v1', 'v0'])
  })

  it('says once which languages each SDK serves: the home table and the sample check read it', () => {
    expect(getSdk('nodejs')!.languages).toEqual(['typescript', 'javascript'])
    expect(getSdk('jvm')!.languages).toEqual(['java', 'kotlin'])
    for (const sdk of SDKS) expect(sdk.languages).toContain(sdk.language)
    const sdkOf = (lang: string) => sdkForLanguage(lang)?.id
    expect(['ts', 'js', 'tsx', 'py', 'go', 'dart', 'cs', 'java', 'kotlin', 'bash'].map(sdkOf)).toEqual(['nodejs', 'nodejs', 'nodejs', 'python', 'go', 'dart', 'csharp', 'jvm', 'jvm', undefined])
  })
})

describe('reference routes', () => {
  it('reads latest and explicit versions', () => {
    expect(parseReferenceRoute('/reference/nodejs')).toMatchObject({ version: 'v1', isLatest: true, rest: [] })
    expect(parseReferenceRoute('/reference/nodejs/v0/api')).toMatchObject({ version: 'v0', isLatest: false, rest: ['api'] })
    expect(parseReferenceRoute('/reference/nodejs/storage')).toMatchObject({ version: 'v1', rest: ['storage'] })
    expect(parseReferenceRoute('/reference/cli')).toBeUndefined()
    expect(parseReferenceRoute('/apis')).toBeUndefined()
  })

  it('sends the latest to /reference/{sdk} and others to /reference/{sdk}/{version}', () => {
    const node = getSdk('nodejs')!
    expect(referenceHref(node, 'v1')).toBe('/reference/nodejs')
    expect(referenceHref(node, 'v0')).toBe('/reference/nodejs/v0')
    expect(referenceHref(node, 'v0', ['api'])).toBe('/reference/nodejs/v0/api')
    expect(referenceHref(getSdk('csharp')!, 'v0')).toBe('/reference/csharp/v0')
  })
})

describe('version notices', () => {
  it('says nothing on the latest version of a stable SDK', () => {
    expect(versionNotices(parseReferenceRoute('/reference/nodejs')!)).toEqual([])
  })

  it('names the version and links to the latest on older versions', () => {
    const [notice] = versionNotices(parseReferenceRoute('/reference/nodejs/v0')!)
    expect(notice.text).toBe('Note: You are viewing documentation for version v0 of Node.js.')
    expect(notice.link).toEqual({ href: '/reference/nodejs', label: 'View the latest version.' })
  })

  it('marks experimental and legacy-only SDKs', () => {
    const go = versionNotices(parseReferenceRoute('/reference/go/v0')!)
    expect(go.map((n) => n.kind)).toEqual(['experimental', 'outdated'])
    expect(go[0].text).toMatch(/^The Go SDK is currently in experimental status/)
    const csharp = versionNotices(parseReferenceRoute('/reference/csharp/v0')!)
    expect(csharp.map((n) => n.kind)).toEqual(['legacy'])
    expect(csharp[0].text).toMatch(/prior to v1.*not recommended for new projects/)
  })
})

describe('redirects derived from the registry and the moved pages', () => {
  it('moves the latest version’s versioned addresses and the renamed pages permanently', async () => {
    const { movedPageRedirects, sdkRedirects } = await import('@/lib/redirects')
    const all = [...sdkRedirects(), ...movedPageRedirects()]
    expect(all).toContainEqual({ source: '/reference/nodejs/v1/:path*', destination: '/reference/nodejs/:path*', permanent: true })
    expect(all).toContainEqual({ source: '/reference/csharp', destination: '/reference/csharp/v0', permanent: false })
    expect(all).toContainEqual({ source: '/concepts/comparison/:path*', destination: '/concepts/comparisons/:path*', permanent: true })
    expect(all).toContainEqual({ source: '/getting-started/resources-overview', destination: '/getting-started/resource-best-practices', permanent: true })
    expect(all.some((r) => r.source.startsWith('/reference/dart/v1'))).toBe(true)
  })
})
