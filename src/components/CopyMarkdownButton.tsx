'use client'

import { useEffect, useRef, useState } from 'react'
import { COPY_FEEDBACK_MS, copyText } from '@/lib/copy'

/**
 * Copies the page's Markdown (served at `href`, the page's address + `.md`). The text is fetched
 * when the pointer or focus reaches the button, so the click itself copies at once.
 */
export function CopyMarkdownButton({ href }: { href: string }) {
  const [copied, setCopied] = useState(false)
  const markdown = useRef<Promise<string> | null>(null)

  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS)
    return () => clearTimeout(timer)
  }, [copied])

  function load(): Promise<string> {
    markdown.current ??= fetch(href).then((response) => {
      if (!response.ok) throw new Error(`${href} answered ${response.status}`)
      return response.text()
    })
    // A failed fetch is not kept: the next attempt asks again.
    markdown.current.catch(() => (markdown.current = null))
    return markdown.current
  }

  async function copy() {
    let text: string
    try {
      text = await load()
    } catch (error) {
      console.warn(`Copying the page as Markdown is not possible: ${(error as Error).message}`)
      return
    }
    const ok = await copyText(text, { document, clipboard: navigator.clipboard, warn: (message) => console.warn(message) })
    if (ok) setCopied(true)
  }

  return (
    <button
      type="button"
      onClick={copy}
      onPointerEnter={() => void load().catch(() => {})}
      onFocus={() => void load().catch(() => {})}
      data-copied={copied || undefined}
      className="copy-page-button"
    >
      <span aria-live="polite">{copied ? 'Copied!' : 'Copy page as Markdown'}</span>
    </button>
  )
}
