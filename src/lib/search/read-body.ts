import { SearchApiError } from './api-error'

/**
 * Reads a request body as UTF-8 text, refusing (413) more than `limit` bytes without reading further,
 * whether or not the client declared a length.
 */
export async function readBodyText(request: Request, limit: number): Promise<string> {
  const tooLarge = () => new SearchApiError(413, `Request body is larger than ${limit} bytes`)
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > limit) throw tooLarge()
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => undefined)
      throw tooLarge()
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw new SearchApiError(400, 'Request body is not valid UTF-8')
  }
}
