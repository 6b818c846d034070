import { getAllPages } from '../../src/lib/content/loader'

/** Every content route, as the browser addresses it relative to baseURL (/docs/). */
export function allRoutes(): string[] {
  return getAllPages().map((page) => page.route)
}

export function url(route: string): string {
  return route === '/' ? './' : '.' + route
}
