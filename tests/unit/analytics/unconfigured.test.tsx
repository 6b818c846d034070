// @vitest-environment jsdom
import { render } from '@testing-library/react'
import { afterAll, describe, expect, it, vi } from 'vitest'

// A build without a site id (next.config.ts defines the variable as '' then).
vi.hoisted(() => {
  vi.stubEnv('NEXT_PUBLIC_FATHOM_SITE_ID', '')
})
const client = vi.hoisted(() => ({ startAnalytics: vi.fn(), trackPageview: vi.fn() }))
vi.mock('next/navigation', () => ({ usePathname: () => '/apis' }))
vi.mock('@/lib/analytics/client', () => client)

import { Analytics } from '@/components/analytics/Analytics'
import { FathomAnalytics } from '@/components/analytics/FathomAnalytics'

afterAll(() => vi.unstubAllEnvs())

describe('without a Fathom site id', () => {
  it('the server component renders nothing', () => {
    expect(Analytics()).toBeNull()
  })

  it('the client component is empty and loads nothing', async () => {
    const { container } = render(<FathomAnalytics config={{ siteId: 'ABCDEF', includedDomains: [], excludedDomains: [] }} />)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(container.innerHTML).toBe('')
    expect(client.startAnalytics).not.toHaveBeenCalled()
    expect(client.trackPageview).not.toHaveBeenCalled()
  })
})
