// @vitest-environment jsdom
import { render } from '@testing-library/react'
import { afterAll, describe, expect, it, vi } from 'vitest'
import type { AnalyticsConfig } from '@/lib/analytics/config'

// A build with a site id: NEXT_PUBLIC_ values are read when the module loads.
vi.hoisted(() => {
  vi.stubEnv('NEXT_PUBLIC_FATHOM_SITE_ID', 'ABCDEF')
})
const pathname = vi.hoisted(() => ({ current: '/apis' }))
const client = vi.hoisted(() => ({ startAnalytics: vi.fn(), trackPageview: vi.fn() }))
vi.mock('next/navigation', () => ({ usePathname: () => pathname.current }))
vi.mock('@/lib/analytics/client', () => client)

import { FathomAnalytics } from '@/components/analytics/FathomAnalytics'

const CONFIG: AnalyticsConfig = { siteId: 'ABCDEF', includedDomains: [], excludedDomains: [] }
const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

afterAll(() => vi.unstubAllEnvs())

describe('FathomAnalytics', () => {
  it('starts analytics once and records one page view per path, none for re-renders', async () => {
    const { rerender, container } = render(<FathomAnalytics config={CONFIG} />)
    await vi.waitFor(() => expect(client.trackPageview).toHaveBeenCalledTimes(1))
    expect(container.innerHTML).toBe('')
    expect(client.startAnalytics).toHaveBeenCalledOnce()
    expect(client.startAnalytics.mock.calls[0][0]).toBe(CONFIG)
    // The script is started before the first page view is recorded.
    expect(client.startAnalytics.mock.invocationCallOrder[0]).toBeLessThan(client.trackPageview.mock.invocationCallOrder[0])

    rerender(<FathomAnalytics config={CONFIG} />) // e.g. only the query or the hash changed
    await settle()
    expect(client.trackPageview).toHaveBeenCalledTimes(1)

    pathname.current = '/storage'
    rerender(<FathomAnalytics config={CONFIG} />)
    await vi.waitFor(() => expect(client.trackPageview).toHaveBeenCalledTimes(2))
    await settle()
    expect(client.trackPageview).toHaveBeenCalledTimes(2)
    expect(client.startAnalytics).toHaveBeenCalledOnce()
  })
})
