import { request } from 'node:http'
import { gunzipSync, gzipSync } from 'node:zlib'

/**
 * A page's HTML as served to a client that accepts gzip: bytes once decoded and bytes on the wire
 * (compressed here with gzip's default level when the server sent it uncompressed).
 */
export function htmlBytes(url: string): Promise<{ raw: number; gzip: number }> {
  return new Promise((resolve, reject) => {
    const call = request(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('error', reject)
      response.on('end', () => {
        if (response.statusCode !== 200) return reject(new Error(`${url} answered ${response.statusCode}`))
        const body = Buffer.concat(chunks)
        const gzipped = response.headers['content-encoding'] === 'gzip'
        resolve(gzipped ? { raw: gunzipSync(body).length, gzip: body.length } : { raw: body.length, gzip: gzipSync(body).length })
      })
    })
    call.on('error', reject)
    call.end()
  })
}
