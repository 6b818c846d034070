// @vitest-environment jsdom
import { render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AnalyticsConfig } from '@/lib/analytics/config'

const pathname = vi.hoisted(() => ({ current: '/apis' }))
const client = vi.hoisted(() => ({ startAnalytics: vi.fn(), trackPageview: vi.fn() }))
vi.mock('next/navigation', () => ({ usePathname: () => pathname.current }))
vi.mock('@/lib/analytics/client', () => client)

const CONFIG: AnalyticsConfig = { siteId: 'ABCDEF', includedDomains: [], excludedDomains: [] }

async function component() {
  vi.resetModules()
  return (await import('@/components/analytics/FathomAnalytics')).FathomAnalytics
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('FathomAnalytics', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    client.startAnalytics.mockReset()
    client.trackPageview.mockReset()
    pathname.current = '/apis'
  })

  it('starts analytics once and records one page view per path, none for re-renders', async () => {
    vi.stubEnv('NEXT_PUBLIC_FATHOM_SITE_ID', 'ABCDEF')
    const FathomAnalytics = await component()
    const { rerender, container } = render(<FathomAnalytics config={CONFIG} />)
    await vi.waitFor(() => expect(client.trackPageview).toHaveBeenCalledTimes(1))
    expect(container.innerHTML).toBe('')
    expect(client.startAnalytics).toHaveBeenCalledOnce()
    expect(client.startAnalytics.mock.calls[0][0]).toBe(CONFIG)
    // The script is started before the first page view is recorded.
    expect(client.startAnalytics.mock.invocationCallOrder[0]).toBeLessThan(client.trackPageview.mock.invocationCallOrder[0])

    rerender(<FathomAnalytics config={CONFIG} />) // e.g. the query or hash changed: same pathname
    pathname.current = '/storage'
    rerender(<FathomAnalytics config={CONFIG} />)
    await vi.waitFor(() => expect(client.trackPageview).toHaveBeenCalledTimes(2))
    await settle()
    expect(client.trackPageview).toHaveBeenCalledTimes(2)
    expect(client.startAnalytics).toHaveBeenCalledOnce()
  })

  it('is an empty component in a build without a site id', async () => {
    vi.stubEnv('NEXT_PUBLIC_FATHOM_SITE_ID', '')
    const FathomAnalytics = await component()
    render(<FathomAnalytics config={CONFIG} />)
    await settle()
    expect(client.startAnalytics).not.toHaveBeenCalled()
    expect(client.trackPageview).not.toHaveBeenCalled()
  })
})

describe('Analytics (server)', () => {
  it('renders nothing when no site id is configured', async () => {
    vi.resetModules()
    const { Analytics } = await import('@/components/analytics/Analytics')
    expect(Analytics()).toBeNull()
  })
})
