import { htmlEscapeJsonString } from 'next/dist/shared/lib/htmlescape.js'
import { FlightFormatError } from './flight-rows'

/**
 * The Flight payload Next.js inlines in a page's HTML: `<script>self.__next_f.push([1,"…"])</script>`
 * after the page's markup, one script per chunk of the stream (`[3,"base64"]` for a chunk that is
 * not UTF-8 on its own). The bootstrap (`[0]`) and form state (`[2, …]`) are left as they are.
 */
const DATA_SCRIPT = /<script(?: nonce="[^"]*")?>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g

const DATA = 1
const BINARY = 3

export interface InlineFlight {
  /** The payload, every data chunk joined. */
  bytes: Buffer
  /** Where the first data script starts and the last one ends in the HTML. */
  start: number
  end: number
  /** The opening tag the scripts use (with the page's nonce, if any). */
  scriptStart: string
}

export function readInlineFlight(html: string): InlineFlight | undefined {
  const chunks: Buffer[] = []
  let start = -1
  let end = -1
  let scriptStart = '<script>'
  for (const match of html.matchAll(DATA_SCRIPT)) {
    const [kind, chunk] = JSON.parse(match[1]) as [number, unknown]
    if (kind !== DATA && kind !== BINARY) continue
    if (typeof chunk !== 'string') throw new FlightFormatError('inline Flight chunk is not a string')
    if (start === -1) {
      start = match.index
      scriptStart = match[0].slice(0, match[0].indexOf('>') + 1)
    } else if (html.slice(end, match.index).trim() !== '') {
      // Markup between two chunks: joining them into one script would move data ahead of markup.
      throw new FlightFormatError('markup between inline Flight scripts')
    }
    end = match.index + match[0].length
    chunks.push(kind === DATA ? Buffer.from(chunk, 'utf8') : Buffer.from(chunk, 'base64'))
  }
  return start === -1 ? undefined : { bytes: Buffer.concat(chunks), start, end, scriptStart }
}

/** The HTML with the data scripts replaced by one script holding `bytes`, where the first one stood. */
export function writeInlineFlight(html: string, flight: InlineFlight, bytes: Uint8Array): string {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes)
  const chunk = Buffer.from(text, 'utf8').equals(Buffer.from(bytes)) ? [DATA, text] : [BINARY, Buffer.from(bytes).toString('base64')]
  const script = `${flight.scriptStart}self.__next_f.push(${htmlEscapeJsonString(JSON.stringify(chunk))})</script>`
  return html.slice(0, flight.start) + script + html.slice(flight.end)
}
