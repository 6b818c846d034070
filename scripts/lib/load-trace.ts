import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import WebSocket from 'ws'
import { CHROMIUM_ARGS, chromiumPath } from '../../tests/e2e/chromium'

/** What one page load cost the main thread: the task that prepared first paint, and the work after it. */
export interface MainThreadFigures {
  fcpMs: number
  /** Tasks after first contentful paint: their time beyond 50 ms each, added up (blocking time until the trace ends). */
  blockingMs: number
  longTasks: number
  /** The longest task before first contentful paint: where the page is styled and laid out for it. */
  firstPaintTaskMs: number
  /** Style and layout, the whole load. */
  styleLayoutMs: number
  /** V8 collecting source positions: what a detailed stack trace of an Error costs. */
  sourcePositionsMs: number
}

interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { name?: string; data?: { documentLoaderURL?: string } }
}

const TRACE_CATEGORIES = 'blink.user_timing,devtools.timeline,disabled-by-default-devtools.timeline,v8,disabled-by-default-v8.compile,loading,toplevel'
const SETTLE_MS = 5_000

/** Figures from a trace of one page load (the renderer's main thread). */
export function mainThreadFigures(events: TraceEvent[]): MainThreadFigures {
  const mainThreads = new Set(events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`))
  const onMain = events.filter((event) => event.ph === 'X' && mainThreads.has(`${event.pid}:${event.tid}`))
  const fcp = events.find((event) => event.name === 'firstContentfulPaint')
  const start = events.findLast((event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL?.startsWith('http') && (!fcp || event.ts <= fcp.ts))
  if (!fcp || !start) throw new Error(`the trace has no ${fcp ? 'navigation start' : 'first contentful paint'}`)
  const total = (names: string[]) => onMain.filter((event) => names.includes(event.name)).reduce((sum, event) => sum + (event.dur ?? 0) / 1000, 0)
  // Nested RunTask events share a start; count each top-level task once.
  const tasks = new Map<number, number>()
  for (const event of onMain) if (event.name === 'RunTask' && event.ts >= start.ts) tasks.set(event.ts, Math.max(tasks.get(event.ts) ?? 0, (event.dur ?? 0) / 1000))
  const durations = (keep: (ts: number) => boolean) => [...tasks].filter(([ts]) => keep(ts)).map(([, ms]) => ms)
  const long = durations((ts) => ts > fcp.ts).filter((ms) => ms > 50)
  return {
    fcpMs: (fcp.ts - start.ts) / 1000,
    blockingMs: long.reduce((sum, ms) => sum + ms - 50, 0),
    longTasks: long.length,
    firstPaintTaskMs: Math.max(0, ...durations((ts) => ts < fcp.ts)),
    styleLayoutMs: total(['UpdateLayoutTree', 'Layout']),
    sourcePositionsMs: total(['V8.CollectSourcePositions']),
  }
}

/** A minimal DevTools protocol client over the browser's WebSocket: only what tracing one tab needs. */
function cdpClient(socket: WebSocket) {
  let lastId = 0
  const replies = new Map<number, { done: (result: unknown) => void; fail: (error: Error) => void }>()
  const listeners = new Map<string, (params: unknown) => void>()
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as { id?: number; result?: unknown; error?: { message: string }; method?: string; params?: unknown }
    const reply = message.id === undefined ? undefined : replies.get(message.id)
    if (reply && message.id !== undefined) {
      replies.delete(message.id)
      if (message.error) reply.fail(new Error(message.error.message))
      else reply.done(message.result)
    }
    if (message.method) listeners.get(message.method)?.(message.params)
  })
  return {
    send<T>(method: string, params: object = {}, sessionId?: string): Promise<T> {
      return new Promise((done, fail) => {
        const id = ++lastId
        replies.set(id, { done: done as (result: unknown) => void, fail })
        socket.send(JSON.stringify({ id, method, params, sessionId }))
      })
    },
    on: (method: string, listener: (params: unknown) => void) => listeners.set(method, listener),
  }
}

/** Starts Chromium with its debugging WebSocket on a free port; resolves with the socket's address. */
function launchChromium(profile: string) {
  const child = spawn(chromiumPath(), [...CHROMIUM_ARGS, '--headless', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], { stdio: ['ignore', 'ignore', 'pipe'] })
  const endpoint = new Promise<string>((done, fail) => {
    let output = ''
    child.stderr.on('data', (chunk) => {
      output += String(chunk)
      const address = output.match(/DevTools listening on (ws:\/\/\S+)/)?.[1]
      if (address) done(address)
    })
    child.on('exit', (code) => fail(new Error(`Chromium exited (${code}) before it listened: ${output.slice(-500)}`)))
  })
  return { child, endpoint }
}

/**
 * Loads a page in a fresh Chromium tab at a mobile size, CPU slowed down, and traces it. No DevTools
 * domain watches the tab, as in a reader's browser, unless `devtoolsRuntime` is set: then the Runtime
 * domain is on, as when Lighthouse or Playwright drive the page. With it, V8 records a detailed stack
 * trace for every Error a script creates, which can mean parsing a whole module again.
 */
export async function traceLoad(url: string, { cpuSlowdown, devtoolsRuntime }: { cpuSlowdown: number; devtoolsRuntime: boolean }): Promise<MainThreadFigures> {
  const profile = mkdtempSync(join(tmpdir(), 'load-trace-'))
  const { child, endpoint } = launchChromium(profile)
  try {
    const socket = new WebSocket(await endpoint)
    await new Promise((done, fail) => socket.once('open', done).once('error', fail))
    const cdp = cdpClient(socket)
    const events: TraceEvent[] = []
    cdp.on('Tracing.dataCollected', (params) => events.push(...(params as { value: TraceEvent[] }).value))
    const complete = new Promise((done) => cdp.on('Tracing.tracingComplete', done))
    const { targetId } = await cdp.send<{ targetId: string }>('Target.createTarget', { url: 'about:blank' })
    const { sessionId } = await cdp.send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown }, sessionId)
    await cdp.send('Emulation.setDeviceMetricsOverride', { width: 412, height: 823, deviceScaleFactor: 1.75, mobile: true }, sessionId)
    if (devtoolsRuntime) await cdp.send('Runtime.enable', {}, sessionId)
    await cdp.send('Tracing.start', { categories: TRACE_CATEGORIES, transferMode: 'ReportEvents' })
    await cdp.send('Page.navigate', { url }, sessionId)
    await new Promise((done) => setTimeout(done, SETTLE_MS))
    await cdp.send('Tracing.end')
    await complete
    const exited = new Promise((done) => child.once('exit', done))
    await cdp.send('Browser.close').catch(() => undefined)
    await exited
    socket.close()
    return mainThreadFigures(events)
  } finally {
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done))
      child.kill()
      await exited
    }
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 })
  }
}
