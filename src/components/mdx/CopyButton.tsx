'use client'

import { useEffect, useRef, useState } from 'react'
import { COPY_FEEDBACK_MS, copyText } from '@/lib/copy'
import { CheckIcon, CopyIcon } from '../icons'

/** The code shown in this block: the visible panel of a group, or the block's only <pre>. */
function visibleCode(button: HTMLElement): string {
  const block = button.closest('[data-code-block]')
  const codes = block ? Array.from(block.querySelectorAll<HTMLElement>('pre code')) : []
  const visible = codes.find((code) => code.closest('pre')?.offsetParent !== null) ?? codes[0]
  return visible?.textContent ?? ''
}

export function CopyButton() {
  const [copied, setCopied] = useState(false)
  const button = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS)
    return () => clearTimeout(timer)
  }, [copied])

  async function copy() {
    if (!button.current) return
    const ok = await copyText(visibleCode(button.current), {
      document,
      clipboard: navigator.clipboard,
      warn: (message) => console.warn(message),
    })
    if (ok) setCopied(true)
  }

  return (
    <button
      ref={button}
      type="button"
      onClick={copy}
      className="copy-button"
    >
      {copied ? <CheckIcon className="h-3.5 w-3.5" /> : <CopyIcon className="h-3.5 w-3.5" />}
      <span aria-live="polite">{copied ? 'Copied!' : 'Copy'}</span>
    </button>
  )
}
