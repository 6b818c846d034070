import { Children, isValidElement, type ReactElement, type ReactNode } from 'react'
import { canonicalLanguage, languageDisplayName } from '@/lib/code-languages'
import { CheckedNote, ExcerptBadge, preClass, type PreProps } from './CodeBlock'
import { CodeTabs } from './CodeTabs'
import { CopyButton } from './CopyButton'

interface CodeGroupProps {
  title?: string
  children: ReactNode
}

/**
 * Blocks of the same example in several languages, one tab each. Which panel shows is decided by
 * CSS from the page's chosen language (see code-tabs.css), so it is right before hydration too.
 */
/** MDX may wrap each highlighted block; find the element that carries the fence's language. */
function findBlock(node: ReactNode): ReactElement<PreProps> | undefined {
  if (!isValidElement<PreProps>(node)) return undefined
  if (node.props['data-language'] !== undefined) return node
  return Children.toArray(node.props.children).map(findBlock).find(Boolean)
}

export function CodeGroup({ title, children }: CodeGroupProps) {
  const blocks = Children.toArray(children)
    .map(findBlock)
    .filter((block): block is ReactElement<PreProps> => block !== undefined)
  const tabs = blocks.map((block) => {
    const language = canonicalLanguage(block.props['data-language'])
    return { language, label: block.props['data-title'] ?? languageDisplayName(language) }
  })
  const languages = tabs.map((tab) => tab.language).join(' ')

  return (
    <div data-code-block data-code-group data-langs={languages} className="not-prose code-frame">
      <div className="code-bar">
        {/* Title and tabs wrap inside their own box, so the copy button keeps the top-right corner. */}
        <div className="code-bar-main">
          {title && <h3 className="code-title">{title}</h3>}
          <CodeTabs tabs={tabs} />
        </div>
        <CopyButton />
      </div>
      {blocks.map((block, index) => {
        const { children: code, className = '', 'data-title': _title, 'data-fragment': fragment, 'data-checked': checked, ...pre } = block.props
        return (
          <div key={index} data-code-panel data-language={tabs[index].language} data-active={index === 0} role="tabpanel" aria-label={tabs[index].label}>
            {fragment && (
              <div className="px-4 pt-3">
                <ExcerptBadge />
              </div>
            )}
            <pre {...pre} className={`${className} ${preClass}`}>
              {code}
            </pre>
            {checked && <CheckedNote>{checked}</CheckedNote>}
          </div>
        )
      })}
    </div>
  )
}
