import { htmlEscapeJsonString } from 'next/dist/shared/lib/htmlescape.js'
import { describe, expect, it, vi } from 'vitest'
import { FlightFormatError } from '@/lib/islands/flight-rows'
import { readInlineFlight, writeInlineFlight } from '@/lib/islands/inline-flight'
import { frontDoorTransform } from '@/lib/http/page-transform'
import { scriptLoader } from '@/lib/http/scripts-after-first-paint'
import { stripPageIslands } from '@/lib/islands/page-islands'

/** A page as Next.js writes one: markup, then the payload in chunks, each in its own script. */
function page(chunks: Array<string | Buffer>, between = ''): string {
  const scripts = chunks.map((chunk) => {
    const data = typeof chunk === 'string' ? [1, chunk] : [3, chunk.toString('base64')]
    return `<script>self.__next_f.push(${htmlEscapeJsonString(JSON.stringify(data))})</script>`
  })
  return `<!DOCTYPE html><html><body><main><p>Markup &amp; text</p></main><script>(self.__next_f=self.__next_f||[]).push([0])</script>${scripts.join(between)}</body></html>`
}

const text = 'Text with </script> and “quotes”, é and \u2028'
const payload = Buffer.from(
  `1:I["StaticIsland.js",[],"StaticIsland"]\n2:T${Buffer.byteLength(text).toString(16)},${text}0:["$","main",null,{"children":["$","$L1",null,{"staticIsland":"article","children":["$","p",null,{"children":"$2"}]}]}]\n`,
)

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

describe('the front door’s transform', () => {
  it('cuts the islands and moves the framework’s scripts behind the after-first-paint loader, on the same page', () => {
    const html = page([payload.toString()]).replace('<body>', '<body><script src="/chunk.js" async=""></script>')
    const out = frontDoorTransform({ error: vi.fn() })(Buffer.from(html), '/apis').toString('utf8')
    expect(readInlineFlight(out)!.bytes.toString()).not.toContain('Text with')
    expect(out).not.toContain('<script src="/chunk.js"')
    expect(out).toContain(`${scriptLoader(['/chunk.js'])}</body>`)
  })

  it('serves a page whose payload it cannot read whole, only its scripts moved, saying so once', () => {
    const error = vi.fn()
    const broken = page(['0:["$","$L1",null,{"staticIsland":"x","children":"$9"}]\n2:T99,short']).replace('<body>', '<body><script src="/chunk.js" async=""></script>')
    const out = frontDoorTransform({ error })(Buffer.from(broken), '/apis').toString('utf8')
    expect(out).toBe(broken.replace('<script src="/chunk.js" async=""></script>', '').replace('</body>', `${scriptLoader(['/chunk.js'])}</body>`))
    expect(error).toHaveBeenCalledOnce()
    expect(error.mock.calls[0][0]).toContain('/apis')
  })
})
