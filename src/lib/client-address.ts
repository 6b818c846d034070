import { BlockList, isIP } from 'node:net'

/**
 * Which client sent a request, for per-client limits (feedback, search). Route handlers never see the
 * socket, so the site's server (src/server/request-path.ts) writes the socket's remote address into
 * PEER_ADDRESS_HEADER on every request, replacing whatever a client sent there, after a token only
 * this process knows (PEER_TOKEN_ENV): served by any other server (Next.js's own), a client's value
 * for that header is never believed. That address is
 * the client when it connected directly from a public address. From a private or loopback address it
 * is a proxy (or this machine), standing for many readers: then the client is whoever the proxy names,
 * the first X-Forwarded-For entry, else X-Real-IP, trusted only when the operator says a proxy sets
 * them (TRUST_PROXY), since any client could forge them. Otherwise clients cannot be told apart.
 */

/** `{token} {address}`: the socket's remote address, as the site's server writes it for the route handlers. */
export const PEER_ADDRESS_HEADER = 'x-docs-peer-address'
/** The environment variable holding the token; the site's server sets it to a random value when it starts. */
export const PEER_TOKEN_ENV = 'DOCS_PEER_TOKEN'

/** The header's value for one socket address. */
export function peerAddressValue(address: string, env: Readonly<Record<string, string | undefined>> = process.env): string {
  return `${env[PEER_TOKEN_ENV] ?? ''} ${address}`
}

/** The socket address the site's server wrote, or undefined when the header is missing or not its own. */
function peerAddress(request: Request, env: Readonly<Record<string, string | undefined>>): string | undefined {
  const token = env[PEER_TOKEN_ENV]
  const value = request.headers.get(PEER_ADDRESS_HEADER)
  if (!token || !value?.startsWith(`${token} `)) return undefined
  return value.slice(token.length + 1).trim()
}

/** Addresses a proxy, a load balancer or this machine connects from, never a reader on the internet. */
const NOT_A_READER = new BlockList()
for (const [network, prefix] of [['10.0.0.0', 8], ['172.16.0.0', 12], ['192.168.0.0', 16], ['127.0.0.0', 8], ['169.254.0.0', 16], ['100.64.0.0', 10], ['0.0.0.0', 8]] as const) NOT_A_READER.addSubnet(network, prefix, 'ipv4')
for (const [network, prefix] of [['::1', 128], ['::', 128], ['fc00::', 7], ['fe80::', 10]] as const) NOT_A_READER.addSubnet(network, prefix, 'ipv6')

/** Whether a peer address is a reader's own (a public address), not a proxy's or this machine's. */
export function isReaderAddress(address: string): boolean {
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
  const family = isIP(plain)
  if (family === 0) return false
  return !NOT_A_READER.check(plain, family === 4 ? 'ipv4' : 'ipv6')
}

/** Longest client address kept (an IPv6 address with a zone id fits). */
const MAX_ADDRESS_LENGTH = 100

/** The client's address: its own public socket address, or what a trusted proxy names; undefined when clients cannot be told apart. */
export function identifiedClient(request: Request, trustProxy: boolean, env: Readonly<Record<string, string | undefined>> = process.env): string | undefined {
  const peer = peerAddress(request, env)
  if (peer && isReaderAddress(peer)) return peer.slice(0, MAX_ADDRESS_LENGTH)
  if (!trustProxy) return undefined
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  const realIp = request.headers.get('x-real-ip')?.trim()
  return (forwarded || realIp)?.slice(0, MAX_ADDRESS_LENGTH) || undefined
}

/** TRUST_PROXY, or FEEDBACK_TRUST_PROXY, its older name, which keeps working: either one turns it on. */
export function trustsProxy(settings: { TRUST_PROXY: boolean; FEEDBACK_TRUST_PROXY: boolean }): boolean {
  return settings.TRUST_PROXY || settings.FEEDBACK_TRUST_PROXY
}
