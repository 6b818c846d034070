import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { gracefulShutdown, InFlight, QUIET_MS } from '@/server/graceful-shutdown'
import { requestPath } from '@/server/request-path'
import { securityHeaders } from '@/lib/security-headers'

let server: Server | undefined
afterEach(async () => {
  server?.closeAllConnections()
  await new Promise((resolve) => (server?.listening ? server.close(resolve) : resolve(undefined)))
})

function get(port: number, path: string): Promise<{ status: number; connection: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const call = httpRequest({ host: '127.0.0.1', port, path }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode!, connection: response.headers.connection, body }))
    })
    call.on('error', reject)
    call.end()
  })
}

/** A server whose framework answers after `delayMs`, with the site's request path and shutdown. */
async function slowSite(delayMs: number, graceMs = 2000) {
  const inFlight = new InFlight()
  const events: string[] = []
  const exit = vi.fn((code: number) => events.push(`exit ${code}`))
  server = createServer()
  const shutdown = gracefulShutdown({
    server,
    inFlight,
    graceMs,
    close: async () => {
      events.push('closed')
    },
    log: () => {},
    exit,
  })
  server.on(
    'request',
    requestPath({
      headers: securityHeaders(),
      screen: { basePath: '/docs', isPage: () => false, isRedirected: () => false, routes: [{ pattern: '/api/slow', kind: 'api', methods: ['GET', 'HEAD'], source: 'x' }] },
      next: (_request, response) => {
        setTimeout(() => {
          events.push('answered')
          response.end('done')
        }, delayMs)
      },
      track: (response) => inFlight.track(response),
      draining: () => shutdown.draining,
    }),
  )
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return { port: (server.address() as AddressInfo).port, shutdown, events, exit, inFlight }
}

describe('a graceful shutdown', () => {
  it('answers every accepted request, then closes the app, then exits 0', async () => {
    const { port, shutdown, events, exit } = await slowSite(300)
    const answers = Array.from({ length: 20 }, () => get(port, '/docs/api/slow'))
    await new Promise((resolve) => setTimeout(resolve, 100))
    const stopping = shutdown.begin('SIGTERM')
    const results = await Promise.all(answers)
    await stopping
    expect(results.every((result) => result.status === 200 && result.body === 'done')).toBe(true)
    expect(events.filter((event) => event === 'answered')).toHaveLength(20)
    expect(events.slice(-2)).toEqual(['closed', 'exit 0'])
    expect(exit).toHaveBeenCalledOnce()
  })

  it('answers requests that still arrive with Connection: close, then stops accepting once none comes', async () => {
    const { port, shutdown } = await slowSite(200)
    const pending = get(port, '/docs/api/slow')
    await new Promise((resolve) => setTimeout(resolve, 50))
    const stopping = shutdown.begin('SIGTERM')
    const late = await get(port, '/docs/api/slow')
    expect(late).toMatchObject({ status: 200, connection: 'close' })
    expect((await pending).status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS * 2 + 100))
    await expect(get(port, '/docs/api/slow')).rejects.toThrow(/ECONNREFUSED/)
    await stopping
  })

  it('exits 1 without closing when a request outlives the grace period', async () => {
    const { port, shutdown, events, exit } = await slowSite(5000, 600)
    void get(port, '/docs/api/slow').catch(() => {})
    await new Promise((resolve) => setTimeout(resolve, 50))
    await shutdown.begin('SIGTERM')
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(1), { timeout: 2000 })
    expect(events).not.toContain('closed')
  })
})

describe('counting requests in flight', () => {
  it('drains at once when none is running', async () => {
    expect(await new InFlight().drained(10)).toBe(true)
  })
})
