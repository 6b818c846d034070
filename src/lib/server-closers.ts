/**
 * What must close when the site's server stops, after the last request is answered (the feedback
 * store's pool). The app's modules are bundled apart from the server's (src/server/main.ts), so the
 * list lives on globalThis under a registered symbol both can reach.
 */
const CLOSERS = Symbol.for('nitric-docs.server-closers')

type Closer = () => Promise<void>
const registry = globalThis as typeof globalThis & { [CLOSERS]?: Set<Closer> }

function closers(): Set<Closer> {
  return (registry[CLOSERS] ??= new Set())
}

export function onServerClose(close: Closer): void {
  closers().add(close)
}

/** Runs every closer once; one that fails does not stop the others. */
export async function closeServerResources(): Promise<void> {
  const all = [...closers()]
  closers().clear()
  const results = await Promise.allSettled(all.map((close) => close()))
  const failed = results.find((result) => result.status === 'rejected')
  if (failed) throw (failed as PromiseRejectedResult).reason
}
