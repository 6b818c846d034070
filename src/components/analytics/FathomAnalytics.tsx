'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'
import type { AnalyticsConfig } from '@/lib/analytics/config'

// fathom-client and the wrapper arrive in a chunk of their own, after hydration; one import for both effects.
let client: Promise<typeof import('@/lib/analytics/client')> | undefined
const loadClient = () => (client ??= import('@/lib/analytics/client'))

/**
 * Loads the analytics script and records a page view for the first page and after every
 * client-side route change. usePathname ignores the query and the hash, so changing only those
 * records nothing. Renders nothing.
 */
function FathomTracker({ config }: { config: AnalyticsConfig }) {
  const pathname = usePathname()
  const recorded = useRef<string | null>(null)

  useEffect(() => {
    void loadClient().then(({ startAnalytics }) =>
      startAnalytics(config, {
        hostname: window.location.hostname,
        isDevelopment: process.env.NODE_ENV === 'development',
        warn: (message) => console.warn(message),
      }),
    )
  }, [config])

  useEffect(() => {
    // Strict mode runs effects twice in development: one view per path change, not per effect run.
    if (recorded.current === pathname) return
    recorded.current = pathname
    void loadClient().then(({ trackPageview }) => trackPageview())
  }, [pathname])

  return null
}

function Nothing(_props: { config: AnalyticsConfig }) {
  return null
}

/**
 * NEXT_PUBLIC_ values are fixed when the site is built: a build without a Fathom site id gets an
 * empty component here, and the minifier drops the tracker and its import from the browser bundle.
 */
export const FathomAnalytics = process.env.NEXT_PUBLIC_FATHOM_SITE_ID ? FathomTracker : Nothing
