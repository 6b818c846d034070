import { createHash } from 'node:crypto'
import type { OgCardProps } from './card'
import { ifNoneMatchIncludes } from '../http/etag'
import { requestLogContext, serverLogger, type LogContext } from '../log/json-logger'
import { concurrencyLimit, QueueFullError } from './limit'
import { LruCache } from '../lru'
import { parseOgParams } from './params'
import { drawableText, truncate } from './text'
import { PLAIN_ERROR_HEADERS } from '../http/plain-error'

/** Bump when the card's design changes, so ETags change with it. */
const DESIGN_VERSION = '1'
export const OG_CACHE_CONTROL = 'public, max-age=604800, s-maxage=2592000, stale-while-revalidate=86400'
const TITLE_GRAPHEMES = 90
const DESCRIPTION_GRAPHEMES = 200

export interface OgServiceOptions {
  render: (props: OgCardProps) => Promise<Uint8Array>
  covers: (codePoint: number) => boolean
  brand: string
  address: string
  /** Shown when the title is empty, missing or has nothing drawable. */
  fallbackTitle: string
  /** Shown under the fallback title when there is no description either. */
  fallbackDescription: string
  /** Most images kept in memory. */
  capacity?: number
  /** Most bytes of images kept in memory (a card is about 100 KB: its gradient does not compress). */
  cacheBytes?: number
  /** Cards rendered at once; the rest wait. */
  concurrency?: number
  /** Most requests waiting for a render; beyond that they get 503 with Retry-After. */
  maxWaiting?: number
  /** Where a failed render is reported, with the id of the request that asked for it. */
  log?: (message: string, error: unknown, context: LogContext) => void
}

export interface OgService {
  respond(request: Request): Promise<Response>
  /** How many images were rendered (not served from memory): for tests and the benchmark. */
  readonly renders: number
}

export function createOgService(options: OgServiceOptions): OgService {
  const cache = new LruCache<string, Uint8Array>({
    entries: options.capacity ?? 256,
    bytes: options.cacheBytes ?? 16 * 1024 * 1024,
    sizeOf: (png) => png.byteLength,
  })
  const limited = concurrencyLimit(options.concurrency ?? 2, options.maxWaiting ?? 16)
  const inFlight = new Map<string, Promise<Uint8Array>>()
  const log = options.log ?? ((message, error, context) => serverLogger('og').error(message, error, context))
  let renders = 0

  function cardFor(rawTitle: string, rawDescription: string): OgCardProps {
    const title = truncate(drawableText(rawTitle, options.covers), TITLE_GRAPHEMES)
    const description = truncate(drawableText(rawDescription, options.covers), DESCRIPTION_GRAPHEMES)
    if (title) return { title, description, brand: options.brand, address: options.address }
    return { title: options.fallbackTitle, description: description || options.fallbackDescription, brand: options.brand, address: options.address }
  }

  function render(card: OgCardProps, context: LogContext): Promise<Uint8Array> {
    return limited(() => renderNow(card, context))
  }

  async function renderNow(card: OgCardProps, context: LogContext): Promise<Uint8Array> {
    renders++
    try {
      return await options.render(card)
    } catch (error) {
      // Whatever the text did to the renderer, answer with the plain card rather than an error.
      // The title stays out of the log: it is whatever the address carried.
      log('[og] rendering a card failed; serving the fallback card', error, context)
      return options.render({ ...card, title: options.fallbackTitle, description: options.fallbackDescription })
    }
  }

  function image(key: string, card: OgCardProps, context: LogContext): Promise<Uint8Array> {
    const cached = cache.get(key)
    if (cached) return Promise.resolve(cached)
    let pending = inFlight.get(key)
    if (!pending) {
      pending = render(card, context)
        .then((png) => {
          cache.set(key, png)
          return png
        })
        .finally(() => inFlight.delete(key))
      inFlight.set(key, pending)
    }
    return pending
  }

  return {
    get renders() {
      return renders
    },
    async respond(request) {
      const parsed = parseOgParams(new URL(request.url).searchParams)
      if (!parsed.ok) {
        return new Response(`Bad request: ${parsed.error}\n`, {
          status: 400,
          headers: PLAIN_ERROR_HEADERS,
        })
      }
      const card = cardFor(parsed.params.title, parsed.params.description)
      // Keyed by what the card shows: long variants of one visible text share an image and an ETag.
      const key = JSON.stringify([card.title, card.description])
      const etag = `"og-${createHash('sha1').update(DESIGN_VERSION + key).digest('base64url').slice(0, 22)}"`
      const headers = { 'cache-control': OG_CACHE_CONTROL, etag }
      if (ifNoneMatchIncludes(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers })
      let png: Uint8Array
      try {
        png = await image(key, card, requestLogContext(request.headers))
      } catch (error) {
        if (!(error instanceof QueueFullError)) throw error
        return new Response('Busy rendering other images; retry shortly\n', {
          status: 503,
          headers: { ...PLAIN_ERROR_HEADERS, 'retry-after': '5' },
        })
      }
      return new Response(png as BodyInit, { status: 200, headers: { ...headers, 'content-type': 'image/png', 'content-length': String(png.byteLength) } })
    },
  }
}
