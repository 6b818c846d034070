// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import type { DocPage } from '@/lib/content/loader'
import { buildRss, rfc822 } from '@/lib/feed/rss'
import { feedItems, siteFeed } from '@/lib/feed/site-feed'
import { escapeXml } from '@/lib/feed/xml'

const parse = (xml: string) => {
  const doc = new DOMParser().parseFromString(xml, 'application/xml')
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0)
  return doc
}

describe('escapeXml', () => {
  it('escapes the five markup characters', () => {
    expect(escapeXml(`<a href="x">Tom & 'Jerry'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;')
  })

  it('does not double-escape, and keeps text that needs no escaping', () => {
    expect(escapeXml('&amp;')).toBe('&amp;amp;')
    expect(escapeXml('Déjà vu — 日本語 🚀')).toBe('Déjà vu — 日本語 🚀')
  })

  it('removes characters XML 1.0 forbids, keeps tab and newlines', () => {
    expect(escapeXml('a\u0000b\u0008c\u000bd\u001fe\ufffef\uffff\tg\nh\ri')).toBe('abcdef\tg\nh\ri')
    expect(escapeXml('x\ud800y\udc00z😀')).toBe('xyz😀')
  })
})

const item = (title: string, date?: string) => ({ title, link: `https://nitric.io/docs/${title}`, description: `About ${title}`, ...(date ? { date } : {}) })

describe('buildRss', () => {
  it('builds RSS 2.0 that parses even with hostile text', () => {
    const hostile = `</title><script>alert(1)</script>&nbsp;]]>\u0001`
    const xml = buildRss({ title: hostile, link: 'https://nitric.io/docs', description: hostile, self: 'https://nitric.io/docs/feed.xml?a=1&b=2', items: [item(hostile, '2024-01-01T00:00:00Z')] })
    const doc = parse(xml)
    expect(doc.documentElement.getAttribute('version')).toBe('2.0')
    expect(doc.querySelector('channel > title')!.textContent).toBe(`</title><script>alert(1)</script>&nbsp;]]>`)
    expect(doc.querySelectorAll('script')).toHaveLength(0)
    expect(doc.getElementsByTagName('atom:link')[0].getAttribute('href')).toBe('https://nitric.io/docs/feed.xml?a=1&b=2')
  })

  it('writes RFC 822 dates, lastBuildDate from the newest item, and omits pubDate when unknown', () => {
    const doc = parse(buildRss({ title: 't', link: 'l', description: 'd', self: 's', items: [item('old', '2024-01-01T12:00:00+02:00'), item('new', '2024-03-01T00:00:00Z'), item('undated')] }))
    const pubDates = Array.from(doc.querySelectorAll('item'), (el) => el.querySelector('pubDate')?.textContent ?? null)
    expect(pubDates).toEqual(['Mon, 01 Jan 2024 10:00:00 GMT', 'Fri, 01 Mar 2024 00:00:00 GMT', null])
    expect(doc.querySelector('lastBuildDate')!.textContent).toBe('Fri, 01 Mar 2024 00:00:00 GMT')
    expect(rfc822('2024-03-01T00:00:00Z')).toBe('Fri, 01 Mar 2024 00:00:00 GMT')
  })
})

describe('the site feed', () => {
  const page = (route: string, file: string): DocPage =>
    ({ route, slug: route.split('/').filter(Boolean), file, title: `T ${route}`, description: `D ${route}`, unlisted: false, headings: [], blocks: [], links: [], tree: { type: 'root', children: [] }, bodyLine: 4 }) satisfies DocPage
  const pages = [page('/a', 'content/a.mdx'), page('/b', 'content/b.mdx'), page('/', 'content/index.mdx'), page('/c', 'content/c.mdx')]
  const dates: Record<string, string> = { 'content/a.mdx': '2024-01-01T00:00:00Z', 'content/b.mdx': '2024-06-01T00:00:00+02:00', 'content/index.mdx': '2024-03-01T00:00:00Z' }

  it('lists every page newest first, undated pages last', () => {
    const items = feedItems(pages, (file) => dates[file], 'https://nitric.io')
    expect(items.map((i) => i.link)).toEqual(['https://nitric.io/docs/b', 'https://nitric.io/docs', 'https://nitric.io/docs/a', 'https://nitric.io/docs/c'])
    expect(items[3].date).toBeUndefined()
  })

  it('is a feed of the docs with its own address', () => {
    const doc = parse(siteFeed(pages, (file) => dates[file], 'https://nitric.io'))
    expect(doc.querySelector('channel > link')!.textContent).toBe('https://nitric.io/docs')
    expect(doc.getElementsByTagName('atom:link')[0].getAttribute('href')).toBe('https://nitric.io/docs/feed.xml')
    expect(doc.querySelectorAll('item')).toHaveLength(4)
  })
})
