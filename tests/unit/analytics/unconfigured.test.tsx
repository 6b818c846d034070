import { afterAll, describe, expect, it, vi } from 'vitest'

// A build without a site id (next.config.ts defines the variable as '' then).
vi.hoisted(() => {
  vi.stubEnv('NEXT_PUBLIC_FATHOM_SITE_ID', '')
})

import { Analytics } from '@/components/analytics/Analytics'

afterAll(() => vi.unstubAllEnvs())

describe('without a Fathom site id', () => {
  it('the page carries no analytics configuration, so the page views behaviour loads nothing', () => {
    expect(Analytics()).toBeNull()
  })
})
