/** Reading a request body with a size cap: the shared first step of every server boundary that takes a body. */

export type CappedBody =
  | { ok: true; text: string }
  | { ok: false; reason: 'too-large' | 'bad-length' | 'unreadable' | 'not-utf8' }

/**
 * The body as UTF-8 text, refusing as soon as more than `maxBytes` arrive, whether or not the
 * client declared a length (a lying Content-Length included). Never throws.
 */
export async function readCappedText(request: Request, maxBytes: number): Promise<CappedBody> {
  const declared = request.headers.get('content-length')
  if (declared !== null) {
    if (!/^\d+$/.test(declared.trim())) return { ok: false, reason: 'bad-length' }
    if (Number(declared) > maxBytes) return { ok: false, reason: 'too-large' }
  }
  let bytes: Uint8Array | null
  try {
    bytes = await readCapped(request.body, maxBytes)
  } catch {
    return { ok: false, reason: 'unreadable' } // e.g. the client went away mid-upload
  }
  if (bytes === null) return { ok: false, reason: 'too-large' }
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) }
  } catch {
    return { ok: false, reason: 'not-utf8' }
  }
}

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
