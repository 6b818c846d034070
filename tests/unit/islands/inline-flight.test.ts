import { describe, expect, it } from 'vitest'
import { FlightFormatError } from '@/lib/islands/flight-rows'
import { readInlineFlight, writeInlineFlight } from '@/lib/islands/inline-flight'
import { stripPageIslands } from '@/lib/islands/page-islands'
import { page, payload } from './page-fixture'

describe('the payload inlined in a page', () => {
  it('is read back whole from chunks cut anywhere, a binary chunk and escaped markup included', () => {
    const at = payload.indexOf('é') + 1 // inside a two-byte character: that chunk cannot be UTF-8 on its own
    const html = page([payload.subarray(0, 30).toString(), payload.subarray(30, at), payload.subarray(at)])
    expect(html).not.toContain('</script> and')
    const flight = readInlineFlight(html)!
    expect(flight.bytes.equals(payload)).toBe(true)
    expect(html.slice(0, flight.start)).toContain('push([0])')
    expect(html.slice(flight.end)).toBe('</body></html>')
  })

  it('is written back as one script where the chunks stood, the markup untouched', () => {
    const html = page([payload.subarray(0, 50).toString(), payload.subarray(50).toString()])
    const flight = readInlineFlight(html)!
    const written = writeInlineFlight(html, flight, payload)
    expect(written.match(/self\.__next_f\.push\(\[1,/g)).toHaveLength(1)
    expect(written.slice(0, flight.start)).toBe(html.slice(0, flight.start))
    expect(readInlineFlight(written)!.bytes.equals(payload)).toBe(true)
  })

  it('refuses chunks with markup between them, and a page without any is left alone', () => {
    expect(() => readInlineFlight(page(['0:[]\n', '1:[]\n'], '<div>late markup</div>'))).toThrow(FlightFormatError)
    expect(readInlineFlight('<!DOCTYPE html><p>static</p>')).toBeUndefined()
    expect(stripPageIslands('<!DOCTYPE html><p>static</p>')).toEqual({ html: '<!DOCTYPE html><p>static</p>', islands: [], inlineScripts: 0, clientComponents: [] })
  })
})

describe('cutting a page’s islands', () => {
  it('keeps the markup and drops the island’s content from the payload', () => {
    const html = page([payload.toString()])
    const { html: cut, islands } = stripPageIslands(html)
    expect(islands).toEqual(['article'])
    expect(cut).toContain('<main><p>Markup &amp; text</p></main>')
    const left = readInlineFlight(cut)!.bytes.toString()
    expect(left).not.toContain('Text with')
    expect(left).toContain('"staticIsland":"article"')
  })

})
