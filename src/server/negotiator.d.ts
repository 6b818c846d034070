// negotiator 1.x ships no types, and @types/negotiator describes 0.6, without the `preferred` option: the part the server uses.
declare module 'negotiator' {
  import type { IncomingMessage } from 'node:http'

  export default class Negotiator {
    constructor(request: Pick<IncomingMessage, 'headers'>)
    /** The client's most preferred of `available`; among equals, the first of `options.preferred`. */
    encoding(available: readonly string[], options?: { preferred?: readonly string[] }): string | undefined
  }
}
