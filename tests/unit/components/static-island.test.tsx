// @vitest-environment jsdom
import { act, render } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

let StaticIsland: typeof import('@/components/StaticIsland').StaticIsland

beforeEach(async () => {
  // The markup kept from the first load is module state: every test starts with a fresh module.
  vi.resetModules()
  ;({ StaticIsland } = await import('@/components/StaticIsland'))
})
afterEach(() => {
  document.body.innerHTML = ''
})

function Article() {
  return (
    <>
      <h2 id="setup">Setup</h2>
      <p>
        Install the CLI, then <a href="#routes">write an API</a>.
      </p>
    </>
  )
}

describe('a static island', () => {
  it('renders its content when the payload carries it (after a client-side navigation)', () => {
    const { container } = render(
      <StaticIsland staticIsland="article" className="prose">
        <Article />
      </StaticIsland>,
    )
    const island = container.querySelector('[data-static-island="article"]')!
    expect(island).toHaveClass('prose')
    expect(island.querySelector('a')).toHaveAttribute('href', '#routes')
  })

  it('keeps the server’s markup, node for node, when hydrated without its content (a first load)', async () => {
    const container = document.createElement('div')
    document.body.append(container)
    container.innerHTML = renderToString(
      <StaticIsland staticIsland="article" className="prose">
        <Article />
      </StaticIsland>,
    )
    const link = container.querySelector('a')!
    const errors: unknown[] = []
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args))
    await act(async () => {
      hydrateRoot(container, <StaticIsland staticIsland="article" className="prose" />, { onRecoverableError: (error) => errors.push(error) })
    })
    consoleError.mockRestore()
    expect(errors).toEqual([])
    expect(container.querySelector('a')).toBe(link)
    expect(container.querySelector('h2')).toHaveTextContent('Setup')
  })

  it('takes the first load’s nodes back when that page is shown from the router’s cache', async () => {
    const first = document.createElement('div')
    document.body.append(first)
    first.innerHTML = renderToString(
      <StaticIsland staticIsland="article">
        <Article />
      </StaticIsland>,
    )
    const link = first.querySelector('a')
    const root = hydrateRoot(first, <StaticIsland staticIsland="article" />)
    await act(async () => {})
    // Another page replaces it; then Back shows the first page from its cached, cut payload.
    await act(async () => root.render(<StaticIsland staticIsland="article">Another page</StaticIsland>))
    expect(first).toHaveTextContent('Another page')
    await act(async () => root.render(<div key="back"><StaticIsland staticIsland="article" /></div>))
    expect(first.querySelector('a')).toBe(link)
    expect(first.querySelector('h2')).toHaveTextContent('Setup')
    // And again, after another page in between.
    await act(async () => root.render(<StaticIsland staticIsland="article">Another page</StaticIsland>))
    await act(async () => root.render(<section key="again"><StaticIsland staticIsland="article" /></section>))
    expect(first.querySelector('a')).toBe(link)
  })
})
