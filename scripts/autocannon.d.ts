// autocannon ships no types and @types/autocannon is not a dependency: the part the benchmark uses.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events'

  interface RawRequest {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string
  }

  type Context = Record<string, unknown>

  interface RequestSpec extends RawRequest {
    setupRequest?: (request: RawRequest, context: Context) => RawRequest
    onResponse?: (status: number, body: string, context: Context, headers: Record<string, string>) => void
  }

  interface Options {
    url: string
    method?: string
    headers?: Record<string, string>
    body?: string
    connections?: number
    duration?: number
    requests?: RequestSpec[]
  }

  interface Result {
    duration: number
    errors: number
    timeouts: number
    non2xx: number
    requests: { total: number }
  }

  export type { RequestSpec }

  interface Instance extends EventEmitter, PromiseLike<Result> {
    on(event: 'response', listener: (client: unknown, status: number, bytes: number, milliseconds: number) => void): this
  }

  function autocannon(options: Options): Instance
  export default autocannon
}
