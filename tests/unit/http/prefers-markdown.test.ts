import { describe, expect, it } from 'vitest'
import { preferredTextAnswer, prefersMarkdown } from '@/lib/http/prefers-markdown'

describe('prefersMarkdown', () => {
  it('answers Markdown to a client that ranks text/markdown above text/html', () => {
    for (const accept of [
      'text/markdown',
      'text/markdown; charset=utf-8',
      'TEXT/Markdown',
      'text/markdown, text/html;q=0.9, */*;q=0.8',
      'text/html;q=0.5, text/markdown',
      'text/plain, text/markdown;q=0.9, text/html;q=0.1',
      'application/json, text/markdown',
    ]) {
      expect(prefersMarkdown(accept), accept).toBe(true)
    }
  })

  it('answers HTML to browsers, to ties, to wildcards, to a refusal and to no header', () => {
    for (const accept of [
      undefined,
      '',
      '*/*',
      'text/*',
      'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
      'text/markdown, text/html',
      'text/html, text/markdown;q=0.9',
      'text/markdown;q=0',
      'text/markdown;q=0.5, text/*;q=0.9',
      'text/markdown;q=abc',
      'text/markdown;q=1.5',
    ]) {
      expect(prefersMarkdown(accept), String(accept)).toBe(false)
    }
  })

  it('takes the most specific range for each type, and wants Markdown named', () => {
    expect(prefersMarkdown('text/*;q=0.2, text/markdown;q=0.3')).toBe(true)
    expect(prefersMarkdown('text/markdown;q=0.3, text/*;q=0.2, */*')).toBe(true)
    // Refusing HTML is not asking for Markdown.
    expect(prefersMarkdown('*/*, text/html;q=0')).toBe(false)
  })

  it('reads a header sent as several lines, and bounds what it reads', () => {
    expect(prefersMarkdown(['text/html;q=0.1', 'text/markdown'])).toBe(true)
    expect(prefersMarkdown('x/y,'.repeat(5000) + 'text/markdown')).toBe(false)
  })
})

describe('preferredTextAnswer', () => {
  it('answers the Markdown as text/plain to a client that ranks text/plain first, above text/html', () => {
    for (const accept of ['text/plain', 'text/plain, text/html;q=0.9', 'text/html;q=0.5, text/plain', 'text/plain, text/markdown;q=0.9, text/html;q=0.1']) {
      expect(preferredTextAnswer(accept), accept).toBe('plain')
    }
  })

  it('answers text/markdown when Markdown ranks at least as high as plain text', () => {
    for (const accept of ['text/markdown', 'text/markdown, text/plain', 'text/plain;q=0.5, text/markdown, text/html;q=0.1']) {
      expect(preferredTextAnswer(accept), accept).toBe('markdown')
    }
  })

  it('answers HTML when HTML ranks as high as plain text, or wildcards only rank it', () => {
    for (const accept of ['text/plain, text/html', 'text/html, text/plain;q=0.9', 'text/*', '*/*', 'text/plain;q=0', 'text/html,application/xhtml+xml,*/*;q=0.8']) {
      expect(preferredTextAnswer(accept), accept).toBeUndefined()
    }
  })
})
