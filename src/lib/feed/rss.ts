import { escapeXml } from './xml'

export interface FeedItem {
  title: string
  link: string
  description: string
  /** ISO 8601; items without a date have no pubDate. */
  date?: string
}

export interface FeedChannel {
  title: string
  link: string
  description: string
  /** The feed's own address (atom:link rel="self", as feed validators ask). */
  self: string
  language?: string
  items: FeedItem[]
}

/** RFC 822 date, as RSS 2.0 wants it: `Sun, 22 Nov 2026 04:18:53 GMT`. */
export function rfc822(iso: string): string {
  return new Date(iso).toUTCString()
}

function element(name: string, value: string, indent: string): string {
  return `${indent}<${name}>${escapeXml(value)}</${name}>`
}

/** An RSS 2.0 document with the items in the order given. lastBuildDate is the newest item's date. */
export function buildRss(channel: FeedChannel): string {
  const dated = channel.items.map((item) => item.date).filter((date): date is string => Boolean(date) && !Number.isNaN(Date.parse(date!)))
  const newest = dated.sort((a, b) => Date.parse(b) - Date.parse(a))[0]
  const items = channel.items.map((item) =>
    [
      '    <item>',
      element('title', item.title, '      '),
      element('link', item.link, '      '),
      `      <guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
      element('description', item.description, '      '),
      ...(item.date && !Number.isNaN(Date.parse(item.date)) ? [element('pubDate', rfc822(item.date), '      ')] : []),
      '    </item>',
    ].join('\n'),
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    element('title', channel.title, '    '),
    element('link', channel.link, '    '),
    element('description', channel.description, '    '),
    `    <atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>`,
    ...(channel.language ? [element('language', channel.language, '    ')] : []),
    ...(newest ? [element('lastBuildDate', rfc822(newest), '    ')] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}
