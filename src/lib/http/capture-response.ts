import type { OutgoingHttpHeaders, ServerResponse } from 'node:http'

export interface CapturedResponse {
  status: number
  headers: OutgoingHttpHeaders
  body: Buffer
}

type Callback = (error?: Error | null) => void

function toBuffer(chunk: unknown, encoding?: BufferEncoding): Buffer {
  if (typeof chunk === 'string') return Buffer.from(chunk, encoding ?? 'utf8')
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
  return Buffer.alloc(0)
}

/**
 * Holds back what a handler writes to `response` (status, headers and body) until it ends, then
 * hands all of it to `finish`, which writes the answer itself with the response's own methods,
 * restored by then. The handler sees writes succeed at once: a page is small enough to hold whole.
 */
export function captureResponse(response: ServerResponse, finish: (captured: CapturedResponse) => void): void {
  const own = { writeHead: response.writeHead, write: response.write, end: response.end, flushHeaders: response.flushHeaders }
  const chunks: Buffer[] = []

  response.writeHead = function writeHead(status: number, ...rest: unknown[]) {
    response.statusCode = status
    const headers = (typeof rest[0] === 'string' ? rest[1] : rest[0]) as OutgoingHttpHeaders | Array<string> | undefined
    if (Array.isArray(headers)) for (let i = 0; i + 1 < headers.length; i += 2) response.setHeader(headers[i], headers[i + 1])
    else if (headers) for (const [name, value] of Object.entries(headers)) if (value !== undefined) response.setHeader(name, value)
    return response
  } as ServerResponse['writeHead']
  response.flushHeaders = () => {}
  response.write = function write(chunk: unknown, encoding?: unknown, callback?: unknown) {
    chunks.push(toBuffer(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : undefined))
    const done = (typeof encoding === 'function' ? encoding : callback) as Callback | undefined
    if (done) queueMicrotask(() => done())
    return true
  } as ServerResponse['write']
  response.end = function end(chunk?: unknown, encoding?: unknown, callback?: unknown) {
    const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function') as Callback | undefined
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') chunks.push(toBuffer(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : undefined))
    Object.assign(response, own)
    if (done) response.once('finish', () => done())
    finish({ status: response.statusCode, headers: response.getHeaders(), body: Buffer.concat(chunks) })
    return response
  } as ServerResponse['end']
}
