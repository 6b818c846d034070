import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import * as generated from '@/inline-scripts/generated'
import { GENERATED_PATH, INLINE_SCRIPTS, inlineScriptsModule } from '../../../scripts/lib/inline-scripts'

describe('inline scripts', () => {
  it('are committed as generated from src/inline-scripts (run npm run generate:inline-scripts)', () => {
    expect(readFileSync(GENERATED_PATH, 'utf8')).toBe(inlineScriptsModule())
  })

  it('have one constant per typed module, each a function that runs at once', () => {
    const texts = generated as Record<string, string>
    for (const script of INLINE_SCRIPTS) {
      expect(texts[script.name]).toMatch(/^\(\(\)=>\{.*\}\)\(\)$/s)
      expect(() => new Function(texts[script.name])).not.toThrow()
    }
  })

  it('cannot end their <script> early or open a comment in it', () => {
    for (const script of INLINE_SCRIPTS) {
      const text = (generated as Record<string, string>)[script.name]
      expect(text).not.toMatch(/<\/script/i)
      expect(text).not.toContain('<!--')
    }
  })

  it('take no helper that pulls in a large module: each stays small', () => {
    for (const script of INLINE_SCRIPTS) expect((generated as Record<string, string>)[script.name].length, script.name).toBeLessThan(800)
  })
})
