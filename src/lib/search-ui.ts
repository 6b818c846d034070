import { siteConfig } from '@/site.config'

/** DocSearch stores and shows urls as the index has them; the site links without its base path and without '#overview'. */
export function rewriteHitUrl(url: string, basePath = siteConfig.basePath): string {
  const parsed = new URL(url, 'https://placeholder.invalid')
  let path = parsed.pathname
  if (path === basePath) path = '/'
  else if (path.startsWith(basePath + '/')) path = path.slice(basePath.length)
  const hash = parsed.hash === '#overview' ? '' : parsed.hash
  return path + parsed.search + hash
}

/** A new-issue page in the docs repository, titled with the query that found nothing. */
export function missingResultsUrl(query: string): string {
  const title = `Missing search results for "${query}"`
  return `${siteConfig.docsRepository}/issues/new?title=${encodeURIComponent(title)}`
}

export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as HTMLElement).tagName !== 'string') return false
  const element = target as HTMLElement
  return element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName)
}

/** Ctrl/Cmd+K anywhere; '/' only when the reader is not typing in a field. */
export function isSearchShortcut(event: Pick<KeyboardEvent, 'key' | 'metaKey' | 'ctrlKey' | 'altKey' | 'target'>): boolean {
  const key = event.key?.toLowerCase()
  if (key === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey) return true
  return key === '/' && !event.metaKey && !event.ctrlKey && !event.altKey && !isTypingTarget(event.target)
}

/**
 * Before hydration: remembers a search shortcut so the dialog opens once the page is interactive.
 * Mirrors isSearchShortcut (kept in step by a unit test).
 */
export const searchShortcutInitScript = `(function(){addEventListener('keydown',function(e){if(window.__docsSearchReady)return;var k=(e.key||'').toLowerCase(),t=e.target,f=t&&(t.isContentEditable||/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName));if((k==='k'&&(e.metaKey||e.ctrlKey)&&!e.altKey)||(k==='/'&&!e.metaKey&&!e.ctrlKey&&!e.altKey&&!f)){e.preventDefault();window.__docsSearchPending=true}})})()`
