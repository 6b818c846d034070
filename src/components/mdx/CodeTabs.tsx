'use client'

import { useRef, useSyncExternalStore } from 'react'
import { chooseCodeLanguage, currentCodeLanguage, subscribeCodeLanguage } from '@/lib/code-language-choice'

interface Tab {
  language: string
  label: string
}

/** The tab list of one code group; the choice is shared by every group through <html data-code-lang>. */
export function CodeTabs({ tabs }: { tabs: Tab[] }) {
  const list = useRef<HTMLDivElement>(null)
  const chosen = useSyncExternalStore(subscribeCodeLanguage, currentCodeLanguage, () => null)
  const selected = tabs.some((tab) => tab.language === chosen) ? chosen : tabs[0]?.language

  function choose(language: string) {
    const before = list.current?.getBoundingClientRect().top ?? 0
    chooseCodeLanguage(language)
    // Keep the group under the reader's eyes when panels above it change height.
    const after = list.current?.getBoundingClientRect().top ?? 0
    if (after !== before) window.scrollBy({ top: after - before, behavior: 'instant' })
  }

  function onKeyDown(event: React.KeyboardEvent, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (!step) return
    event.preventDefault()
    const next = (index + step + tabs.length) % tabs.length
    choose(tabs[next].language)
    list.current?.querySelectorAll<HTMLButtonElement>('[role=tab]')[next]?.focus()
  }

  if (tabs.length < 2 && !tabs[0]) return null
  return (
    <div ref={list} role="tablist" aria-label="Language" className="-mb-px flex gap-4 text-xs font-medium">
      {tabs.map((tab, index) => {
        const isSelected = tab.language === selected
        return (
          <button
            key={tab.language + index}
            type="button"
            role="tab"
            data-language={tab.language}
            aria-selected={isSelected}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => choose(tab.language)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className="code-tab"
          >
            {tab.label}
          </button>
        )
      })}
    </div>
  )
}
