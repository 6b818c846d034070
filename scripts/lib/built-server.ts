import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'

/** The Node.js flags `npm start` gives the server (package.json `config.serverNodeOptions`): its heap ceiling. */
export function serverNodeOptions(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { config?: { serverNodeOptions?: string } }
  return pkg.config?.serverNodeOptions ?? ''
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/** `npm start`'s server (scripts/start.mjs) for the existing build on a free loopback port, with its Node.js flags (extra env on top of this process's). */
export async function startServer(env: Record<string, string> = {}): Promise<{ origin: string; child: ChildProcess }> {
  const port = await freePort()
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOSTNAME: '127.0.0.1', ...env, NODE_OPTIONS: `${serverNodeOptions()} ${env.NODE_OPTIONS ?? process.env.NODE_OPTIONS ?? ''}`.trim() },
  })
  const origin = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited: run `npm run build` first')
    try {
      if ((await fetch(`${origin}/docs/robots.txt`)).ok) return { origin, child }
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not answer within 60 s')
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** A benchmark only ever targets this machine. */
export function loopbackOnly(url: string): string {
  const parsed = new URL(url)
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(parsed.hostname)) throw new Error('--url must be a loopback address')
  return parsed.origin
}

