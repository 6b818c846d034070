/**
 * The site's server: `npm start` (production, bundled by scripts/build-server.ts into the standalone
 * folder as server.mjs) and `npm run dev` (`--dev`, through tsx). A documented Next.js custom server:
 * Node's http server, the site's request path (request-path.ts: screen, static files, then Next.js's
 * own request handler), Node's refusals with the site's headers (client-errors.ts), timeouts for slow
 * clients, and a graceful shutdown (graceful-shutdown.ts).
 */
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import next from 'next'
import { PEER_TOKEN_ENV } from '../lib/client-address'
import { knownRoutes } from '../lib/content/routes'
import { distDir } from '../lib/dist-dir'
import { APP_ROUTES } from '../lib/http/app-routes.generated'
import { redirectMatcher, siteRedirects } from '../lib/redirects'
import { siteSecurityHeaders } from '../lib/security-headers'
import { closeServerResources } from '../lib/server-closers'
import { parseSettings } from '../lib/settings-schema'
import { siteConfig } from '../site.config'
import { answerClientErrors } from './client-errors'
import { gracefulShutdown, InFlight } from './graceful-shutdown'
import { requestPath } from './request-path'
import { buildAssets, prebuiltNotFound, prebuiltPages } from './static-files'

const dev = process.argv.includes('--dev')
// Bundled, the server runs in its own folder (the standalone folder), wherever it is started from.
if (!dev) process.chdir(dirname(fileURLToPath(import.meta.url)))
// Next.js reads NODE_ENV; a custom server sets it (npm start sets production itself).
if (!process.env.NODE_ENV) Object.assign(process.env, { NODE_ENV: dev ? 'development' : 'production' })
const settings = parseSettings(['PORT', 'HOSTNAME', 'HEADERS_TIMEOUT_SECONDS', 'REQUEST_TIMEOUT_SECONDS', 'KEEP_ALIVE_TIMEOUT_SECONDS', 'SHUTDOWN_GRACE_SECONDS'], process.env)
// Route handlers believe a peer address only with this process's token (client-address.ts).
process.env[PEER_TOKEN_ENV] = randomBytes(16).toString('hex')

// The values the build inlined into the pages (scripts/build-server.ts writes them into the bundle too).
const headers = siteSecurityHeaders({
  NEXT_PUBLIC_FATHOM_SITE_ID: process.env.NEXT_PUBLIC_FATHOM_SITE_ID,
  NEXT_PUBLIC_FATHOM_SCRIPT_URL: process.env.NEXT_PUBLIC_FATHOM_SCRIPT_URL,
  NEXT_PUBLIC_DOCSEARCH_APP_ID: process.env.NEXT_PUBLIC_DOCSEARCH_APP_ID,
  NODE_ENV: process.env.NODE_ENV,
})
const inFlight = new InFlight()
const server = createServer({
  headersTimeout: settings.HEADERS_TIMEOUT_SECONDS * 1000,
  requestTimeout: settings.REQUEST_TIMEOUT_SECONDS * 1000,
  keepAliveTimeout: settings.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
  // How often Node.js looks for requests past those timeouts (30 s by default, which would let them run long past).
  connectionsCheckingInterval: 1000,
})
// Next.js reads next.config from the folder: the project's next.config.ts, or in the standalone folder
// the same file bundled into next.config.mjs by scripts/build-server.ts.
const app = next({ dev, dir: process.cwd(), hostname: settings.HOSTNAME, port: settings.PORT, httpServer: server })
await app.prepare()

const shutdown = gracefulShutdown({
  server,
  inFlight,
  graceMs: settings.SHUTDOWN_GRACE_SECONDS * 1000,
  close: async () => {
    await closeServerResources()
    await app.close()
  },
  log: (message) => console.log(message),
  exit: (code) => process.exit(code),
})
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void shutdown.begin(signal))

const dist = distDir()
server.on(
  'request',
  requestPath({
    headers,
    screen: { basePath: siteConfig.basePath, isPage: (route) => knownRoutes().has(route), isRedirected: redirectMatcher(siteRedirects()), routes: APP_ROUTES },
    next: app.getRequestHandler(),
    assets: dev ? undefined : buildAssets(dist),
    pages: dev ? undefined : prebuiltPages(dist),
    notFound: dev ? undefined : prebuiltNotFound(dist),
    track: (response) => inFlight.track(response),
    draining: () => shutdown.draining,
  }),
)
answerClientErrors(server, headers)
server.once('error', (error: NodeJS.ErrnoException) => {
  console.error(error.code === 'EADDRINUSE' ? `Port ${settings.PORT} is in use: set PORT to another port` : `The server could not start: ${error.message}`)
  process.exit(1)
})
server.listen(settings.PORT, settings.HOSTNAME, () => {
  console.log(`${siteConfig.name} docs ${dev ? '(development) ' : ''}on http://${settings.HOSTNAME ?? 'localhost'}:${settings.PORT}${siteConfig.basePath}`)
})
