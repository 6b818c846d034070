import { describe, expect, it } from 'vitest'
import { jsonLogger, type LogLine } from '@/lib/log/json-logger'

describe('the JSON logger', () => {
  it('writes one JSON object per line with level, component, request id and the error reduced to name, message and code', () => {
    const lines: Array<[string, string]> = []
    const logger = jsonLogger('feedback', (line, level) => lines.push([line, level]), () => new Date('2026-01-02T03:04:05Z'))
    const error = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED', stack: 'secret stack' })
    logger.error('[feedback] could not store a submission', error, { requestId: 'req-12345678' })
    logger.warn('[feedback] Redis unavailable')
    expect(lines.map(([, level]) => level)).toEqual(['error', 'warn'])
    const first = JSON.parse(lines[0][0]) as LogLine
    expect(first).toEqual({
      time: '2026-01-02T03:04:05.000Z',
      level: 'error',
      component: 'feedback',
      message: 'could not store a submission',
      requestId: 'req-12345678',
      error: { name: 'Error', message: 'connect ECONNREFUSED', code: 'ECONNREFUSED' },
    })
    expect(lines[0][0]).not.toContain('secret stack')
    expect(lines[0][0]).not.toContain('\n')
    expect(JSON.parse(lines[1][0])).toMatchObject({ level: 'warn', message: 'Redis unavailable' })
  })
})
