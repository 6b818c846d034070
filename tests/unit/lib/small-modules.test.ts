import { describe, expect, it, vi } from 'vitest'
import { canonicalLanguage, languageDisplayName } from '@/lib/code-languages'
import { copyText, COPY_UNAVAILABLE_WARNING } from '@/lib/copy'
import { contentSecurityPolicy, securityHeaders } from '@/lib/security-headers'
import { parseSiteSettings } from '@/lib/settings'
import { visibleSections } from '@/lib/visible-sections'

describe('code language names', () => {
  it('uses the display names of SPEC 3 and falls back to Code', () => {
    expect(['js', 'javascript', 'ts', 'typescript', 'csharp', 'python', 'go', 'dart', 'kotlin'].map(languageDisplayName)).toEqual([
      'JavaScript', 'JavaScript', 'TypeScript', 'TypeScript', 'C#', 'Python', 'Go', 'Dart', 'Kotlin',
    ])
    expect(languageDisplayName('bash')).toBe('Code')
    expect(languageDisplayName(undefined)).toBe('Code')
    expect(canonicalLanguage('ts')).toBe('typescript')
  })
})

describe('copy', () => {
  it('copies when the document has focus', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined)
    const warn = vi.fn()
    expect(await copyText('x', { document: { hasFocus: () => true }, clipboard: { writeText }, warn })).toBe(true)
    expect(writeText).toHaveBeenCalledWith('x')
    expect(warn).not.toHaveBeenCalled()
  })

  it('warns and reports failure without focus or clipboard', async () => {
    const warn = vi.fn()
    const writeText = vi.fn()
    expect(await copyText('x', { document: { hasFocus: () => false }, clipboard: { writeText }, warn })).toBe(false)
    expect(await copyText('x', { document: { hasFocus: () => true }, clipboard: undefined, warn })).toBe(false)
    expect(writeText).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledWith(COPY_UNAVAILABLE_WARNING)
  })

  it('warns when the clipboard refuses', async () => {
    const warn = vi.fn()
    const writeText = vi.fn().mockRejectedValue(new Error('denied'))
    expect(await copyText('x', { document: { hasFocus: () => true }, clipboard: { writeText }, warn })).toBe(false)
    expect(warn).toHaveBeenCalledOnce()
  })
})

describe('visible sections', () => {
  const sections = [
    { id: 'a', top: 500 },
    { id: 'b', top: 1500 },
    { id: 'c', top: 2500 },
  ]

  it('lists sections that intersect the viewport below the header', () => {
    expect(visibleSections(sections, 0, 1000, 56)).toEqual(['a'])
    expect(visibleSections(sections, 1000, 1000, 56)).toEqual(['a', 'b'])
    expect(visibleSections(sections, 3000, 1000, 56)).toEqual(['c'])
  })

  it('moves to a section 40px before its heading reaches the header', () => {
    expect(visibleSections(sections, 1500 - 56 - 40 - 1, 1000, 56)[0]).toBe('a')
    expect(visibleSections(sections, 1500 - 56 - 40, 1000, 56)[0]).toBe('b')
  })

  it('makes the section an anchor link landed on current, though its heading sits a fraction of a pixel below the line', () => {
    // Measured on the support matrix: #websockets scrolled to 96.36 px from the top (header 56 + 40).
    expect(visibleSections(sections, 1500 - 96.36, 1000, 56)[0]).toBe('b')
  })

  it('has nothing current above the first heading', () => {
    expect(visibleSections(sections, 0, 300, 56)).toEqual([])
  })
})

describe('security headers', () => {
  it('forbids framing and sniffing and sets a strict referrer policy', () => {
    const headers = Object.fromEntries(securityHeaders().map((h) => [h.key, h.value]))
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'")
    expect(headers['Content-Security-Policy']).toContain("object-src 'none'")
  })

  it('allows only configured outside origins', () => {
    const csp = contentSecurityPolicy({ scriptOrigins: ['https://cdn.example'], connectOrigins: ['https://search.example'] })
    expect(csp).toMatch(/script-src 'self' 'unsafe-inline' https:\/\/cdn\.example/)
    expect(csp).toMatch(/connect-src 'self' https:\/\/search\.example/)
    expect(contentSecurityPolicy()).not.toContain('unsafe-eval')
  })
})

describe('site settings', () => {
  it('has defaults', () => {
    expect(parseSiteSettings({})).toEqual({ NEXT_PUBLIC_SITE_URL: 'https://nitric.io', NEXT_PUBLIC_GITHUB_BRANCH: 'main', DOCS_ALLOW_INDEXING: false })
  })

  it('reads values and trims a trailing slash', () => {
    expect(parseSiteSettings({ NEXT_PUBLIC_SITE_URL: 'https://docs.example/', NEXT_PUBLIC_GITHUB_BRANCH: 'next', DOCS_ALLOW_INDEXING: 'true' })).toEqual({
      NEXT_PUBLIC_SITE_URL: 'https://docs.example',
      NEXT_PUBLIC_GITHUB_BRANCH: 'next',
      DOCS_ALLOW_INDEXING: true,
    })
  })

  it('fails loudly on a bad value, naming it', () => {
    expect(() => parseSiteSettings({ NEXT_PUBLIC_SITE_URL: 'not a url' })).toThrow(/NEXT_PUBLIC_SITE_URL/)
    expect(() => parseSiteSettings({ DOCS_ALLOW_INDEXING: 'yes' })).toThrow(/DOCS_ALLOW_INDEXING/)
    expect(() => parseSiteSettings({ NEXT_PUBLIC_GITHUB_BRANCH: 'a b' })).toThrow(/NEXT_PUBLIC_GITHUB_BRANCH/)
  })
})
