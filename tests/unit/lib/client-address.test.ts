import { describe, expect, it } from 'vitest'
import { identifiedClient as identifiedWith, isReaderAddress, PEER_ADDRESS_HEADER, PEER_TOKEN_ENV, peerAddressValue } from '@/lib/client-address'

const request = (headers: Record<string, string>) => new Request('http://localhost/docs/api/feedback', { method: 'POST', headers })
/** The token the site's server set when it started. */
const env = { [PEER_TOKEN_ENV]: 'process-token' }
const identifiedClient = (sent: Request, trust: boolean) => identifiedWith(sent, trust, env)
/** The peer-address header as the site's server writes it. */
const peer = (address: string) => peerAddressValue(address, env)

describe('which client sent a request', () => {
  it('is the socket’s own address when a reader connected directly from a public address, trusted proxy or not', () => {
    for (const trust of [false, true]) {
      expect(identifiedClient(request({ [PEER_ADDRESS_HEADER]: peer('203.0.113.9'), 'x-forwarded-for': '198.51.100.1' }), trust)).toBe('203.0.113.9')
      expect(identifiedClient(request({ [PEER_ADDRESS_HEADER]: peer('2001:db8::1') }), trust)).toBe('2001:db8::1')
      expect(identifiedClient(request({ [PEER_ADDRESS_HEADER]: peer('::ffff:203.0.113.9') }), trust)).toBe('::ffff:203.0.113.9')
    }
  })

  it('is whoever a trusted proxy names when the socket is a proxy’s or this machine’s, and nobody without trust', () => {
    for (const address of ['127.0.0.1', '::1', '10.1.2.3', '172.20.0.5', '192.168.1.10', '::ffff:10.0.0.1', 'fd00::5', '100.64.3.4', '']) {
      const sent = request({ [PEER_ADDRESS_HEADER]: peer(address), 'x-forwarded-for': '198.51.100.1, 10.0.0.1' })
      expect(identifiedClient(sent, true), address).toBe('198.51.100.1')
      expect(identifiedClient(sent, false), address).toBeUndefined()
    }
    expect(identifiedClient(request({ 'x-real-ip': '198.51.100.2' }), true)).toBe('198.51.100.2')
    expect(identifiedClient(request({ 'x-forwarded-for': '198.51.100.1' }), false)).toBeUndefined()
  })

  it('never believes a peer address the site’s server did not write: another token, none, or no server token at all', () => {
    for (const value of ['203.0.113.9', 'other-token 203.0.113.9', ' 203.0.113.9', 'process-token203.0.113.9']) {
      expect(identifiedClient(request({ [PEER_ADDRESS_HEADER]: value }), false), value).toBeUndefined()
    }
    // Served by Next.js's own server, nothing sets the token: a client's header counts for nothing.
    expect(identifiedWith(request({ [PEER_ADDRESS_HEADER]: ' 203.0.113.9' }), false, {})).toBeUndefined()
    expect(identifiedWith(request({ [PEER_ADDRESS_HEADER]: 'undefined 203.0.113.9' }), false, {})).toBeUndefined()
  })

  it('takes only real addresses for a reader’s', () => {
    for (const address of ['203.0.113.9', '8.8.8.8', '2001:db8::1']) expect(isReaderAddress(address), address).toBe(true)
    for (const address of ['not-an-ip', '127.0.0.1', '::1', '10.0.0.1', 'fe80::1', '0.0.0.0', '203.0.113.9, 1.1.1.1']) expect(isReaderAddress(address), address).toBe(false)
  })
})
