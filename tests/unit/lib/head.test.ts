import { describe, expect, it } from 'vitest'
import { canonicalUrl, editUrl, pageTitle, socialImagePath } from '@/lib/head'

describe('titles', () => {
  it('is Documentation on the home page and {title} - Documentation elsewhere', () => {
    expect(pageTitle({ route: '/', title: 'Nitric documentation' })).toBe('Documentation')
    expect(pageTitle({ route: '/apis', title: 'APIs' })).toBe('APIs - Documentation')
    expect(pageTitle({ route: '/faq', title: 'Frequently asked questions', titleMeta: 'FAQ' })).toBe('FAQ - Documentation')
  })

  it('puts the version in the suffix of reference pages', () => {
    expect(pageTitle({ route: '/reference/nodejs/v0', title: 'Node.js SDK' })).toBe('Node.js SDK - Documentation v0')
    expect(pageTitle({ route: '/reference/nodejs', title: 'Node.js SDK' })).toBe('Node.js SDK - Documentation v1')
  })
})

describe('canonical and social addresses', () => {
  it('is the docs base plus the path, without query, hash or trailing slash', () => {
    expect(canonicalUrl('https://nitric.io', '/apis?lang=go#x')).toBe('https://nitric.io/docs/apis')
    expect(canonicalUrl('https://nitric.io', '/')).toBe('https://nitric.io/docs')
    expect(canonicalUrl('https://example.com', '/reference/nodejs/')).toBe('https://example.com/docs/reference/nodejs')
  })

  it('builds the social image address from title and description', () => {
    const url = new URL(socialImagePath('APIs & routes', 'Expose "HTTP" APIs'), 'https://x')
    expect(url.pathname).toBe('/docs/api/og')
    expect(url.searchParams.get('title')).toBe('APIs & routes')
    expect(url.searchParams.get('description')).toBe('Expose "HTTP" APIs')
  })

  it('links edits to the source file on the branch', () => {
    expect(editUrl('content/reference/nodejs/index.mdx', 'main')).toBe('https://github.com/nitrictech/docs/edit/main/content/reference/nodejs/index.mdx')
    expect(editUrl('content/apis.mdx', 'release/2')).toBe('https://github.com/nitrictech/docs/edit/release/2/content/apis.mdx')
  })
})
