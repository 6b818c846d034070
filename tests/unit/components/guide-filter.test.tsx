// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { GuideFilter } from '@/components/mdx/GuideFilter'
import { installGuideFilter } from '@/lib/enhance/guide-filter'

function GuideIndex() {
  return (
    <>
      <GuideFilter groups="nodejs:Node.js|python:Python|bad id:Dropped" blocks="apis:APIs|schedules:Schedules" />
      <ul data-guide-list>
        <li data-guide-group="nodejs" data-guide-tags="apis">Node API</li>
        <li data-guide-group="python" data-guide-tags="apis schedules">Python API and jobs</li>
        <li data-guide-group="python" data-guide-tags="schedules">Python jobs</li>
      </ul>
    </>
  )
}

const shown = () => [...document.querySelectorAll<HTMLElement>('[data-guide-list] > li')].filter((item) => !item.hidden).map((item) => item.textContent)

let uninstall = () => {}
beforeEach(() => window.history.replaceState(null, '', '/docs/guides'))
afterEach(() => uninstall())

describe('the guide filter', () => {
  it('renders plain links to itself on the server, one per valid option', () => {
    render(<GuideIndex />)
    expect(screen.getByRole('link', { name: 'Python' })).toHaveAttribute('href', '#guides-lang-python')
    expect(screen.queryByText('Dropped')).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('with its listener, combines language and building block, keeps them in the address and counts what it shows', () => {
    render(<GuideIndex />)
    uninstall = installGuideFilter(document)
    expect(screen.getByRole('button', { name: 'Python' })).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByText('3 guides')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Show all' }), 'hidden while nothing is filtered').toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Python' }))
    expect(window.location.search).toBe('?lang=python')
    expect(screen.getByRole('button', { name: 'Python' })).toHaveAttribute('aria-pressed', 'true')
    expect(shown()).toEqual(['Python API and jobs', 'Python jobs'])

    fireEvent.click(screen.getByRole('button', { name: 'APIs' }))
    expect(new URLSearchParams(window.location.search).get('block')).toBe('apis')
    expect(shown()).toEqual(['Python API and jobs'])
    expect(screen.getByText('1 guide')).toBeInTheDocument()

    fireEvent.click(screen.getByRole('button', { name: 'Python' }))
    expect(shown()).toEqual(['Node API', 'Python API and jobs'])

    fireEvent.click(screen.getByRole('link', { name: 'Show all' }))
    expect(window.location.search).toBe('')
    expect(shown()).toHaveLength(3)
  })

  it('reads the filter from the address it was opened at and after Back, ignoring values it does not offer', () => {
    window.history.replaceState(null, '', '/docs/guides?lang=nodejs&block=nonsense')
    render(<GuideIndex />)
    uninstall = installGuideFilter(document)
    expect(shown()).toEqual(['Node API'])
    window.history.replaceState(null, '', '/docs/guides?block=schedules')
    fireEvent(window, new PopStateEvent('popstate'))
    expect(shown()).toEqual(['Python API and jobs', 'Python jobs'])
  })
})
