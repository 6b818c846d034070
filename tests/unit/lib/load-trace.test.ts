import { describe, expect, it } from 'vitest'
import { mainThreadFigures } from '../../../scripts/lib/load-trace'

const main = { pid: 1, tid: 7 }
const other = { pid: 1, tid: 9 }
const ms = (value: number) => value * 1000
const task = (start: number, duration: number, thread = main) => ({ name: 'RunTask', ph: 'X', ts: ms(start), dur: ms(duration), ...thread })

/** A page load: navigation at 0, first contentful paint at 500 ms. */
function trace(events: object[]) {
  return [
    { name: 'thread_name', ph: 'M', ts: 0, ...main, args: { name: 'CrRendererMain' } },
    { name: 'thread_name', ph: 'M', ts: 0, ...other, args: { name: 'Compositor' } },
    { name: 'navigationStart', ph: 'R', ts: 0, ...main, args: { data: { documentLoaderURL: 'http://127.0.0.1/docs' } } },
    { name: 'firstContentfulPaint', ph: 'R', ts: ms(500), ...main },
    ...events,
  ] as Parameters<typeof mainThreadFigures>[0]
}

describe('main-thread figures of a traced page load', () => {
  it('takes the longest task before first paint, counting a task nested in another once', () => {
    const figures = mainThreadFigures(trace([task(100, 40), task(200, 180), task(200, 170), task(450, 30), task(300, 400, other)]))
    expect(figures.firstPaintTaskMs).toBe(180)
    expect(figures.fcpMs).toBe(500)
  })

  it('counts blocking time and long tasks only after first paint, on the main thread', () => {
    const figures = mainThreadFigures(trace([task(200, 300), task(520, 80), task(700, 50), task(800, 120), task(900, 500, other)]))
    expect(figures.blockingMs).toBe(30 + 70)
    expect(figures.longTasks).toBe(2)
  })

  it('adds up style and layout over the whole load', () => {
    const figures = mainThreadFigures(
      trace([
        { name: 'UpdateLayoutTree', ph: 'X', ts: ms(210), dur: ms(60), ...main },
        { name: 'Layout', ph: 'X', ts: ms(280), dur: ms(40), ...main },
        { name: 'Layout', ph: 'X', ts: ms(900), dur: ms(5), ...main },
      ]),
    )
    expect(figures.styleLayoutMs).toBe(105)
    expect(figures.firstPaintTaskMs).toBe(0)
  })

  it('fails clearly without a first contentful paint', () => {
    expect(() => mainThreadFigures(trace([]).filter((event) => event.name !== 'firstContentfulPaint'))).toThrow(/first contentful paint/)
  })
})
