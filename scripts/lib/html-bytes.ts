import { request } from 'node:http'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'

type Wire = 'gzip' | 'br'

const decode = { gzip: gunzipSync, br: brotliDecompressSync }
const encode = { gzip: (body: Buffer) => gzipSync(body), br: (body: Buffer) => brotliCompressSync(body) }

/** The page's bytes on the wire for a client that accepts only `encoding`, and once decoded. */
function fetchAs(url: string, encoding: Wire): Promise<{ raw: number; wire: number }> {
  return new Promise((resolve, reject) => {
    const call = request(url, { headers: { 'accept-encoding': encoding } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('error', reject)
      response.on('end', () => {
        if (response.statusCode !== 200) return reject(new Error(`${url} answered ${response.statusCode}`))
        const body = Buffer.concat(chunks)
        // Compressed here, with the default level, when the server sent it as it is.
        resolve(response.headers['content-encoding'] === encoding ? { raw: decode[encoding](body).length, wire: body.length } : { raw: body.length, wire: encode[encoding](body).length })
      })
    })
    call.on('error', reject)
    call.end()
  })
}

/** A page's HTML as served: bytes once decoded, and on the wire to a client that accepts gzip, or Brotli as browsers do. */
export async function htmlBytes(url: string): Promise<{ raw: number; gzip: number; br: number }> {
  const [gzip, br] = await Promise.all([fetchAs(url, 'gzip'), fetchAs(url, 'br')])
  return { raw: gzip.raw, gzip: gzip.wire, br: br.wire }
}
