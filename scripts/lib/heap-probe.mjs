// Preloaded into the server by `npm run bench:load` (never in production). On SIGUSR2 it runs a full
// garbage collection and appends the process's memory to HEAP_PROBE_FILE as one JSON line: the heap
// still in use after a full collection is what the server really holds, whatever RSS shows.
import { appendFileSync } from 'node:fs'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

const file = process.env.HEAP_PROBE_FILE
if (file) {
  setFlagsFromString('--expose-gc')
  const gc = runInNewContext('gc')
  process.on('SIGUSR2', () => {
    gc()
    const { rss, heapTotal, heapUsed, external, arrayBuffers } = process.memoryUsage()
    try {
      appendFileSync(file, `${JSON.stringify({ pid: process.pid, rss, heapTotal, heapUsed, external, arrayBuffers })}\n`)
    } catch {
      // the benchmark has finished and removed its folder
    }
  })
}
