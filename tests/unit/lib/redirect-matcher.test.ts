import { buildCustomRoute } from 'next/dist/lib/build-custom-route'
import { describe, expect, it } from 'vitest'
import { redirectMatcher, siteRedirects, type Redirect } from '@/lib/redirects'
import { EARLIER_ADDRESSES } from '../../data/earlier-addresses'

/** Next.js's own matching of a redirect source (as next.config.ts hands them over, base path aside). */
function nextMatches(redirects: Redirect[]): (route: string) => boolean {
  const regexes = redirects.map((rule) => new RegExp(buildCustomRoute('redirect', { ...rule, basePath: false }, ['/_next']).regex))
  return (route) => regexes.some((regex) => regex.test(route))
}

describe('the redirect matcher the request screen uses', () => {
  it('agrees with Next.js on every earlier address and on the sources themselves', () => {
    const redirects = siteRedirects()
    const ours = redirectMatcher(redirects)
    const theirs = nextMatches(redirects)
    const probes = [...EARLIER_ADDRESSES, ...redirects.flatMap(({ source }) => [source.replace('/:path*', ''), source.replace(':path*', 'a/b'), `${source.replace('/:path*', '')}x`])]
    for (const route of probes) expect(ours(route), route).toBe(theirs(route))
    expect(probes.filter(ours).length).toBeGreaterThan(0)
  })

  it('refuses a source pattern it cannot match exactly as Next.js would', () => {
    expect(() => redirectMatcher([{ source: '/a/:slug', destination: '/b', permanent: true }])).toThrow(/only exact paths/)
    expect(() => redirectMatcher([{ source: '/a/(.*)', destination: '/b', permanent: true }])).toThrow(/only exact paths/)
  })
})
