/** Reading a JSON request body defensively: media type, declared size, actual size. */
import { readCappedText } from '../http/read-capped-body'

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
  const body = await readCappedText(request, maxBytes)
  if (body.ok) return body
  switch (body.reason) {
    case 'too-large':
      return { ok: false, status: 413, error: `Request body is larger than ${maxBytes} bytes` }
    case 'bad-length':
      return { ok: false, status: 400, error: 'Invalid Content-Length' }
    case 'unreadable':
      return { ok: false, status: 400, error: 'Request body could not be read' }
    case 'not-utf8':
      return { ok: false, status: 400, error: 'Request body is not valid UTF-8' }
  }
}
