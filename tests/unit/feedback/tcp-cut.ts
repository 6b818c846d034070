import { createServer, connect, type Server, type Socket } from 'node:net'

/**
 * A TCP proxy a test controls, between the app and a real service (PostgreSQL, Redis): `cut()`
 * drops every connection and refuses new ones, as a network fault would; `restore()` lets them
 * through again. The shared service itself is never stopped.
 */
export async function tcpCut(target: { host: string; port: number }) {
  const sockets = new Set<Socket>()
  let open = true
  const server: Server = createServer((client) => {
    if (!open) {
      client.destroy()
      return
    }
    const upstream = connect(target.port, target.host)
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
      socket.on('error', () => socket.destroy())
    }
    client.pipe(upstream).pipe(client)
    upstream.on('close', () => client.destroy())
    client.on('close', () => upstream.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return {
    port,
    cut() {
      open = false
      for (const socket of sockets) socket.destroy()
    },
    restore() {
      open = true
    },
    close: () => new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy()
      server.close(() => resolve())
    }),
  }
}
