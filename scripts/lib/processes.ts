import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** A plain environment for child builds and servers: nothing of tsx's or npm's leaks into them. */
export function childEnv(extra: Record<string, string>, nodeEnv: 'production' | 'development' = 'production'): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: nodeEnv, ...extra }
}

/** Runs a command to completion; rejects on a non-zero exit. */
export function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}, onStart?: (child: ChildProcess) => void): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd, env: childEnv(env), stdio: ['ignore', 'ignore', 'inherit'] })
    onStart?.(child)
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`${command} ${args.join(' ')} exited ${code}`))))
  })
}

export async function timed(label: string, work: () => Promise<void>): Promise<number> {
  const start = performance.now()
  await work()
  const seconds = (performance.now() - start) / 1000
  console.log(`${label}: ${seconds.toFixed(1)} s`)
  return seconds
}

/**
 * Starts a checkout's production server as `npm start` does (scripts/start.mjs; `next start` in a
 * checkout from before it) or `next dev`, and resolves once it answers on the port.
 */
export async function serve(cwd: string, port: number, env: Record<string, string>, mode: 'start' | 'dev' = 'start'): Promise<ChildProcess> {
  const launcher = join(cwd, 'scripts/start.mjs')
  const [command, args] = mode === 'start' && existsSync(launcher) ? [process.execPath, [launcher]] : [join(cwd, 'node_modules/.bin/next'), [mode, '-p', String(port), '-H', '127.0.0.1']]
  const child = spawn(command, args, {
    cwd,
    env: childEnv({ PORT: String(port), HOSTNAME: '127.0.0.1', ...env }, mode === 'dev' ? 'development' : 'production'),
    stdio: 'ignore',
    detached: true,
  })
  for (let i = 0; i < 300; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/`)
      return child
    } catch {
      await new Promise((r) => setTimeout(r, 200))
    }
  }
  throw new Error(`server on ${port} did not start`)
}

/** Stops a server started by serve() together with its workers. */
export function stop(child: ChildProcess): void {
  if (child.pid) {
    try {
      process.kill(-child.pid)
    } catch {
      child.kill()
    }
  }
}

/** Resident memory of a process and all its descendants, in bytes (Linux /proc). */
export function treeRss(pid: number): number {
  const children = new Map<number, number[]>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)])
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0
  const stack = [pid]
  while (stack.length) {
    const current = stack.pop()!
    try {
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${current}/status`, 'utf8'))
      if (rss) total += Number(rss[1]) * 1024
    } catch {
      // gone
    }
    stack.push(...(children.get(current) ?? []))
  }
  return total
}
