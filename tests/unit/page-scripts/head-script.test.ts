import { describe, expect, it } from 'vitest'
import { behavioursScript, HEAD_SCRIPT_FILE, headScript, themeInitScript } from '@/inline-scripts/generated'
import { BEHAVIOURS_SCRIPT_PATH, HEAD_SCRIPT_CACHE_CONTROL, HEAD_SCRIPT_PATH, headScriptResponse } from '@/lib/page-scripts/head-script'

const at = (path: string, method = 'GET') => headScriptResponse(new Request(`http://docs.test/docs${path}`, { method }))

describe('the head script file', () => {
  it('answers under its hashed name with the script, kept for good', async () => {
    const response = at(HEAD_SCRIPT_PATH)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe(HEAD_SCRIPT_CACHE_CONTROL)
    const text = await response.text()
    expect(text).toBe(headScript)
    expect(text.startsWith(themeInitScript)).toBe(true)
    expect(() => new Function(text)).not.toThrow()
  })

  it('serves the deferred behaviours script under its hashed name the same way', async () => {
    const response = at(BEHAVIOURS_SCRIPT_PATH)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe(HEAD_SCRIPT_CACHE_CONTROL)
    expect(await response.text()).toBe(behavioursScript)
    expect(BEHAVIOURS_SCRIPT_PATH).toMatch(/^\/page-scripts\/behaviours-[0-9a-f]{12}\.js$/)
  })

  it('answers HEAD without a body', async () => {
    const response = at(HEAD_SCRIPT_PATH, 'HEAD')
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('')
  })

  it('answers any other name with a 404 nothing caches', () => {
    for (const path of ['/page-scripts/head-000000000000.js', `/page-scripts/${HEAD_SCRIPT_FILE}x`, '/page-scripts/..%2Fpackage.json']) {
      const response = at(path)
      expect(response.status, path).toBe(404)
      expect(response.headers.get('cache-control')).toBe('no-store')
    }
  })
})
