interface Tab {
  language: string
  label: string
}

/**
 * The tab list of one code group, rendered on the server with its first tab selected. The choice is
 * shared by every group through <html data-code-lang>: the CSS shows the chosen panel before any
 * script runs, and one listener (src/lib/enhance/code-tabs.ts) handles clicks and arrow keys and
 * keeps every group's selected tab in step.
 */
export function CodeTabs({ tabs }: { tabs: Tab[] }) {
  if (tabs.length === 0) return null
  return (
    <div role="tablist" aria-label="Language" className="code-tablist">
      {tabs.map((tab, index) => (
        <button
          key={tab.language + index}
          type="button"
          role="tab"
          data-language={tab.language}
          aria-selected={index === 0}
          tabIndex={index === 0 ? 0 : -1}
          className="code-tab"
        >
          {tab.label}
        </button>
      ))}
    </div>
  )
}
