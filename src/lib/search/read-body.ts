import { readCappedText } from '../http/read-capped-body'
import { SearchApiError } from './api-error'

/**
 * Reads a request body as UTF-8 text, refusing (413) more than `limit` bytes without reading further,
 * whether or not the client declared a length.
 */
export async function readBodyText(request: Request, limit: number): Promise<string> {
  const body = await readCappedText(request, limit)
  if (body.ok) return body.text
  if (body.reason === 'too-large') throw new SearchApiError(413, `Request body is larger than ${limit} bytes`)
  if (body.reason === 'not-utf8') throw new SearchApiError(400, 'Request body is not valid UTF-8')
  throw new SearchApiError(400, body.reason === 'bad-length' ? 'Invalid Content-Length' : 'Request body could not be read')
}
