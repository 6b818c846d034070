import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { codeTabsCss } from '@/lib/code-tabs-css'

describe('code tab CSS', () => {
  it('is committed as generated from TAB_LANGUAGES (run npm run generate:code-tabs-css)', () => {
    expect(readFileSync('src/app/code-tabs.css', 'utf8')).toBe(codeTabsCss())
  })

  it('shows the chosen language in groups that have it', () => {
    const css = codeTabsCss(['python'])
    expect(css).toContain("html[data-code-lang='python'] [data-langs~='python'] [data-code-panel][data-language='python'] { display: block; }")
    expect(css).toContain("html[data-code-lang='python'] [data-langs~='python'] [data-code-panel]:not([data-language='python']) { display: none; }")
  })
})
