// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ANALYTICS_CONFIG_ID } from '@/lib/analytics/config'

const client = vi.hoisted(() => ({ startAnalytics: vi.fn(), trackPageview: vi.fn() }))
vi.mock('@/lib/analytics/client', () => client)

import { installPageViews } from '@/lib/page-behaviours/page-views'

const CONFIG = { siteId: 'ABCDEF', includedDomains: [], excludedDomains: ['preview.example.com'] }

function pageShow(persisted: boolean): void {
  const event = new Event('pageshow') as PageTransitionEvent
  Object.defineProperty(event, 'persisted', { value: persisted })
  window.dispatchEvent(event)
}

describe('page views', () => {
  let uninstall = () => {}
  beforeEach(() => {
    client.startAnalytics.mockReset()
    client.trackPageview.mockReset()
  })
  afterEach(() => {
    uninstall()
    document.body.innerHTML = ''
  })

  it('load nothing on a page without the configuration', () => {
    uninstall = installPageViews(document)
    pageShow(true)
    expect(client.startAnalytics).not.toHaveBeenCalled()
    expect(client.trackPageview).not.toHaveBeenCalled()
  })

  it('start Fathom with the page’s configuration and host, then record one view for the page', () => {
    document.body.innerHTML = `<script id="${ANALYTICS_CONFIG_ID}" type="application/json" data-development="false">${JSON.stringify(CONFIG)}</script>`
    uninstall = installPageViews(document)
    expect(client.startAnalytics).toHaveBeenCalledOnce()
    expect(client.startAnalytics.mock.calls[0][0]).toEqual(CONFIG)
    expect(client.startAnalytics.mock.calls[0][1]).toMatchObject({ hostname: window.location.hostname, isDevelopment: false })
    expect(client.trackPageview).toHaveBeenCalledOnce()
    expect(client.startAnalytics.mock.invocationCallOrder[0]).toBeLessThan(client.trackPageview.mock.invocationCallOrder[0])
  })

  it('record another view when the browser shows the page again from its back/forward cache, not on its first show', () => {
    document.body.innerHTML = `<script id="${ANALYTICS_CONFIG_ID}" type="application/json">${JSON.stringify(CONFIG)}</script>`
    uninstall = installPageViews(document)
    pageShow(false)
    expect(client.trackPageview).toHaveBeenCalledTimes(1)
    pageShow(true)
    expect(client.trackPageview).toHaveBeenCalledTimes(2)
  })
  it('wait for the load event when the page is still loading, so the script never holds it back', () => {
    document.body.innerHTML = `<script id="${ANALYTICS_CONFIG_ID}" type="application/json">${JSON.stringify(CONFIG)}</script>`
    Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true })
    try {
      uninstall = installPageViews(document)
      expect(client.startAnalytics).not.toHaveBeenCalled()
      window.dispatchEvent(new Event('load'))
      expect(client.startAnalytics).toHaveBeenCalledOnce()
      expect(client.trackPageview).toHaveBeenCalledOnce()
    } finally {
      delete (document as { readyState?: unknown }).readyState
    }
  })
})
