/** Reading a JSON request body defensively: media type, declared size, actual size. */

export type BodyResult =
  | { ok: true; text: string }
  | { ok: false; status: 400 | 413 | 415; error: string }

/** application/json, any +json type, and text/plain (what sendBeacon-style clients send). */
export function isJsonLikeContentType(header: string | null): boolean {
  if (!header) return false
  const mediaType = header.split(';')[0].trim().toLowerCase()
  return mediaType === 'application/json' || mediaType === 'text/plain' || /^application\/[\w.+-]+\+json$/.test(mediaType)
}

export async function readJsonBody(request: Request, maxBytes: number): Promise<BodyResult> {
  if (!isJsonLikeContentType(request.headers.get('content-type'))) {
    return { ok: false, status: 415, error: 'Content-Type must be application/json or text/plain' }
  }
  const declared = request.headers.get('content-length')
  if (declared !== null) {
    if (!/^\d+$/.test(declared.trim())) return { ok: false, status: 400, error: 'Invalid Content-Length' }
    if (Number(declared) > maxBytes) return tooLarge(maxBytes)
  }
  let bytes: Uint8Array | null
  try {
    bytes = await readCapped(request.body, maxBytes)
  } catch {
    return { ok: false, status: 400, error: 'Request body could not be read' } // e.g. the client went away mid-upload
  }
  if (bytes === null) return tooLarge(maxBytes)
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) }
  } catch {
    return { ok: false, status: 400, error: 'Request body is not valid UTF-8' }
  }
}

function tooLarge(maxBytes: number): BodyResult {
  return { ok: false, status: 413, error: `Request body is larger than ${maxBytes} bytes` }
}

/** The body's bytes, or null as soon as more than maxBytes arrive (a lying Content-Length included). */
async function readCapped(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<Uint8Array | null> {
  if (!body) return new Uint8Array(0)
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      await reader.cancel().catch(() => {})
      return null
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}
