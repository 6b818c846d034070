// @vitest-environment jsdom
import { act } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CopyPageButton } from '@/components/CopyPageButton'
import { Heading } from '@/components/mdx/Heading'
import { PageActions } from '@/components/PageActions'
import { copiedFeedbackScript, copyMcpClicksScript, copyMcpSettingsScript, copySectionScript, menuKeysScript } from '@/inline-scripts/generated'
import { mcpClientSettings } from '@/lib/mcp/client-settings'
import { LLMS_ACTION_LABEL } from '@/lib/page-actions/llms-action'
import { chatLinks } from '@/lib/page-actions/chat-links'
import { FORMS, runInlineScript, type InlineScriptForm } from './run'

/** The head's scripts the page actions and the sections' copy buttons need: each as text and as module. */
const SCRIPTS = [
  { text: copyMcpClicksScript, load: () => import('@/inline-scripts/copy-mcp-clicks') },
  { text: copyMcpSettingsScript, load: () => import('@/inline-scripts/copy-mcp-settings') },
  { text: copySectionScript, load: () => import('@/inline-scripts/copy-section') },
  { text: copiedFeedbackScript, load: () => import('@/inline-scripts/copied-feedback') },
  { text: menuKeysScript, load: () => import('@/inline-scripts/menu-keys') },
]

const MARKDOWN_URL = 'https://nitric.io/docs/storage.md'
const ENDPOINT = 'https://nitric.io/docs/api/mcp'
const MARKDOWN = ['# Storage', '', '> Buckets and files.', '', '## Buckets', '', 'Declare one.', '', '### Access', '', '```bash', '# a comment', '```', '', '## Files', '', 'Read and write.', ''].join('\n')

/** Server markup, as the components render it: the scripts run before it exists, as in the head. */
const PAGE = renderToStaticMarkup(
  <>
    <CopyPageButton href="/docs/storage.md" />
    <PageActions markdownUrl={MARKDOWN_URL} mcpEndpoint={ENDPOINT} llmsHref="/docs/llms.txt" />
    <article>
      <Heading id="buckets">Buckets</Heading>
      <p>Declare one.</p>
      <Heading level={3} id="access">
        Access
      </Heading>
      <Heading id="files">Files</Heading>
    </article>
  </>,
)

describe('the page-actions markup', () => {
  beforeEach(() => {
    document.body.innerHTML = PAGE
  })
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('is a named button opening a native popover menu', () => {
    const button = document.querySelector('[popovertarget]')!
    expect(button.tagName).toBe('BUTTON')
    expect(button.getAttribute('aria-haspopup')).toBe('menu')
    expect(button.textContent).toBe('More page actions')
    const menu = document.getElementById(button.getAttribute('popovertarget')!)!
    expect(menu.getAttribute('popover')).toBe('auto')
    expect(menu.getAttribute('role')).toBe('menu')
    expect(menu.getAttribute('aria-label')).toBe('Page actions')
    expect([...menu.querySelectorAll('[role=menuitem]')].map((item) => item.textContent)).toEqual(['Open in ChatGPT', 'Open in Claude', LLMS_ACTION_LABEL, 'Cursor', 'VS Code', 'Claude Code'])
    const group = menu.querySelector('[role=group]')!
    expect(document.getElementById(group.getAttribute('aria-labelledby')!)!.textContent).toBe('Copy MCP settings')
  })

  it('links to each chat in a new tab, without giving it this window, and to llms.txt in this one', () => {
    expect(document.querySelector<HTMLAnchorElement>('[role=menu] a:not([target])')!.getAttribute('href')).toBe('/docs/llms.txt')
    const links = [...document.querySelectorAll<HTMLAnchorElement>('[role=menu] a[target]')]
    expect(links.map((link) => link.getAttribute('href'))).toEqual(chatLinks(MARKDOWN_URL).map((link) => link.href))
    for (const link of links) {
      expect(link.target).toBe('_blank')
      expect(link.rel).toBe('noopener')
    }
  })

  it('puts each section heading and its copy button in a wrapper, leaving the heading its own name', () => {
    const headings = [...document.querySelectorAll('article :is(h2,h3)')]
    expect(headings.map((heading) => heading.textContent)).toEqual(['Buckets', 'Access', 'Files'])
    for (const heading of headings) {
      expect(heading.parentElement!.className).toBe('section-heading')
      expect(heading.nextElementSibling!.matches('button[data-copy-section]')).toBe(true)
      expect(heading.nextElementSibling!.textContent).toBe('Copy section as Markdown')
    }
  })
})

describe.each(FORMS)('page actions from the head, before any other script (%s)', (form: InlineScriptForm) => {
  const added: Parameters<Document['addEventListener']>[] = []
  let writeText: ReturnType<typeof vi.fn>
  let fetch: ReturnType<typeof vi.fn>
  afterEach(() => {
    added.splice(0).forEach(([type, listener, options]) => document.removeEventListener(type, listener, options))
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
    document.body.innerHTML = ''
  })

  async function load() {
    writeText = vi.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    vi.spyOn(document, 'hasFocus').mockReturnValue(true)
    fetch = vi.fn().mockImplementation(async () => new Response(MARKDOWN))
    vi.stubGlobal('fetch', fetch)
    const add = vi.spyOn(document, 'addEventListener')
    for (const script of SCRIPTS) await runInlineScript(form, script.text, script.load)
    added.push(...(add.mock.calls as Parameters<Document['addEventListener']>[]))
    add.mockRestore()
    document.body.innerHTML = PAGE
  }
  const element = (selector: string) => document.querySelector<HTMLElement>(selector)!
  const items = () => [...document.querySelectorAll<HTMLElement>('[role=menuitem]')]

  it('copy each client’s MCP settings as the settings module writes them, saying Copied!', async () => {
    await load()
    const buttons = items().slice(3)
    for (const button of buttons) await act(async () => button.click())
    expect(writeText.mock.calls).toEqual(mcpClientSettings(ENDPOINT).map((setting) => [setting.text]))
    expect(buttons.map((button) => button.textContent)).toEqual(['Copied!', 'Copied!', 'Copied!'])
    expect(fetch).not.toHaveBeenCalled()
  })

  it('copy exactly a heading’s section, subsections included, fetching the Markdown only when asked', async () => {
    await load()
    expect(fetch).not.toHaveBeenCalled()
    const buttons = [...document.querySelectorAll<HTMLElement>('[data-copy-section]')]
    await act(async () => buttons[0].click())
    await act(async () => buttons[1].click())
    await act(async () => buttons[2].click())
    expect(fetch).toHaveBeenCalledWith('/docs/storage.md')
    expect(writeText.mock.calls).toEqual([['## Buckets\n\nDeclare one.\n\n### Access\n\n```bash\n# a comment\n```'], ['### Access\n\n```bash\n# a comment\n```'], ['## Files\n\nRead and write.']])
    expect(buttons[0].textContent).toBe('Copied!')
  })

  it('warn and copy nothing when the Markdown cannot be fetched', async () => {
    await load()
    fetch.mockResolvedValueOnce(new Response('gone', { status: 503 })).mockRejectedValueOnce(new TypeError('offline'))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await act(async () => element('[data-copy-section]').click())
    await act(async () => element('[data-copy-section]').click())
    expect(writeText).not.toHaveBeenCalled()
    expect(warn.mock.calls).toEqual([['No Markdown for section 0'], ['No Markdown for section 0']])
  })

  it('focus the first item when the menu opens, move with the arrows, Home and End, and close on Tab', async () => {
    await load()
    const menu = element('[role=menu]')
    const hidePopover = vi.fn()
    menu.hidePopover = hidePopover
    menu.dispatchEvent(Object.assign(new Event('toggle'), { newState: 'open' }))
    expect(document.activeElement).toBe(items()[0])
    const press = (key: string) => {
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })
      document.activeElement!.dispatchEvent(event)
      return event.defaultPrevented
    }
    expect(press('ArrowDown')).toBe(true)
    expect(document.activeElement).toBe(items()[1])
    press('ArrowUp')
    press('ArrowUp')
    expect(document.activeElement).toBe(items()[5])
    press('ArrowDown')
    expect(document.activeElement).toBe(items()[0])
    press('End')
    expect(document.activeElement).toBe(items()[5])
    press('Home')
    expect(document.activeElement).toBe(items()[0])
    expect(press('a')).toBe(false)
    expect(press('Tab')).toBe(false)
    expect(hidePopover).toHaveBeenCalledOnce()
  })

  it('leave focus alone when the menu closes or another popover opens', async () => {
    await load()
    element('[popovertarget]').focus()
    element('[role=menu]').dispatchEvent(Object.assign(new Event('toggle'), { newState: 'closed' }))
    document.body.insertAdjacentHTML('beforeend', '<nav popover><a href="/">x</a></nav>')
    element('nav[popover]').dispatchEvent(Object.assign(new Event('toggle'), { newState: 'open' }))
    expect(document.activeElement).toBe(element('[popovertarget]'))
  })
})
