// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { PAGE_PARSED_ID, whenPageParsed } from '@/lib/page-parsed'

const marker = (doc: Document) => Object.assign(doc.createElement('div'), { id: PAGE_PARSED_ID, hidden: true })
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('whenPageParsed', () => {
  it('calls back at once when the marker is already parsed', () => {
    const doc = document.implementation.createHTMLDocument()
    doc.body.append(marker(doc))
    const callback = vi.fn()
    whenPageParsed(doc, callback)
    expect(callback).toHaveBeenCalledTimes(1)
  })

  it('calls back once the marker arrives, not for the page’s content before it', async () => {
    const doc = document.implementation.createHTMLDocument()
    const callback = vi.fn()
    whenPageParsed(doc, callback)
    const main = doc.createElement('main')
    doc.body.append(main)
    main.append(doc.createElement('p'))
    await settle()
    expect(callback).not.toHaveBeenCalled()
    doc.body.append(marker(doc))
    await settle()
    doc.body.append(doc.createElement('script'))
    await settle()
    expect(callback).toHaveBeenCalledTimes(1)
  })

  it('finds the marker in a body that did not exist when the head script ran', async () => {
    const doc = document.implementation.createHTMLDocument()
    doc.body.remove()
    const callback = vi.fn()
    whenPageParsed(doc, callback)
    const body = doc.createElement('body')
    doc.documentElement.append(body)
    await settle()
    expect(callback).not.toHaveBeenCalled()
    body.append(marker(doc))
    await settle()
    expect(callback).toHaveBeenCalledTimes(1)
  })

  it('finds a marker that arrived with its body in one step', async () => {
    const doc = document.implementation.createHTMLDocument()
    doc.body.remove()
    const callback = vi.fn()
    whenPageParsed(doc, callback)
    const body = doc.createElement('body')
    body.append(marker(doc))
    doc.documentElement.append(body)
    await settle()
    expect(callback).toHaveBeenCalledTimes(1)
  })
})
