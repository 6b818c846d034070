// Compresses with Zopfli for scripts/lib/smallest-encodings.ts, one job at a time: Zopfli runs as
// synchronous WebAssembly, so the build spreads it over worker threads.
import { parentPort, workerData } from 'node:worker_threads'
import { gzip } from '@gfx/zopfli'

parentPort.on('message', ({ id, bytes }) => {
  gzip(bytes, { numiterations: workerData.iterations }, (error, output) => {
    parentPort.postMessage(error ? { id, error: String(error) } : { id, bytes: output }, error ? [] : [output.buffer])
  })
})
