'use client'

import { useEffect, useState } from 'react'
import { siteConfig } from '@/site.config'

interface Suggestion {
  href: string
  title: string
}

/** The 404 page's "did you mean": asks the server for the page closest to the address that failed. */
export function ClosestPage() {
  const [suggestion, setSuggestion] = useState<Suggestion>()
  useEffect(() => {
    const controller = new AbortController()
    fetch(`${siteConfig.basePath}/api/closest-page?path=${encodeURIComponent(window.location.pathname)}`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<Suggestion>) : undefined))
      .then((found) => {
        if (found && found.href !== siteConfig.basePath) setSuggestion(found)
      })
      .catch(() => {})
    return () => controller.abort()
  }, [])
  // The line keeps its height while the answer is on its way, so nothing below it moves.
  return (
    <p className="mt-4 min-h-6 text-zinc-700 dark:text-zinc-300" aria-live="polite" data-closest-page>
      {suggestion && (
        <>
          Did you mean{' '}
          <a href={suggestion.href} className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300">
            {suggestion.title}
          </a>
          ?
        </>
      )}
    </p>
  )
}
