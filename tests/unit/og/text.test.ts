import { describe, expect, it } from 'vitest'
import { ogFonts } from '@/lib/og/fonts'
import { drawableText, OMITTED, truncate } from '@/lib/og/text'

const { covers } = ogFonts()
const draw = (text: string) => drawableText(text, covers)

describe('the fonts the card loads', () => {
  it('cover Latin, Cyrillic, Greek and Vietnamese, and not CJK, Hebrew, Arabic or emoji', () => {
    for (const char of ['A', 'z', 'é', 'Ж', 'Ω', 'ệ', '…', '&', '"']) expect(covers(char.codePointAt(0)!), char).toBe(true)
    for (const char of ['中', 'あ', '한', 'ש', 'م', '🚀']) expect(covers(char.codePointAt(0)!), char).toBe(false)
  })
})

describe('drawableText', () => {
  it('keeps what the fonts draw and collapses whitespace', () => {
    expect(draw('  Storage \n\t buckets  ')).toBe('Storage buckets')
    expect(draw('Хранилище Ελληνικά Tiếng Việt')).toBe('Хранилище Ελληνικά Tiếng Việt')
    expect(draw('<script>alert(1)</script> & "x"')).toBe('<script>alert(1)</script> & "x"')
  })

  it('drops emoji, flags and keycaps without a trace', () => {
    expect(draw('Ship it 🚀🔥 now')).toBe('Ship it now')
    expect(draw('👩‍👩‍👧 family 🇦🇺')).toBe('family')
    expect(draw('Step 1️⃣')).toBe('Step 1')
  })

  it('replaces a run of an unsupported script with one ellipsis, none at the start', () => {
    expect(draw('API 指南 und 日本語 docs')).toBe(`API ${OMITTED} und ${OMITTED} docs`)
    expect(draw('存储 Storage 日本語')).toBe(`Storage${OMITTED}`)
    expect(draw('Deploy with שלום עולם today')).toBe(`Deploy with ${OMITTED} today`)
  })

  it('answers empty text for input with nothing drawable', () => {
    for (const input of ['', '   ', '日本語', 'مرحبا بالعالم', '🚀🚀', '\u0000\u202e', '… …', '!!!']) expect(draw(input), JSON.stringify(input)).toBe('')
  })

  it('removes control and format characters, lone surrogates and unfoldable accents', () => {
    expect(draw('a\u0000b\u202ec\u200bd\ufeffe')).toBe('a bcde')
    expect(draw('lone\ud800 surrogate')).toBe('lone surrogate')
    expect(draw('cafe\u0301')).toBe('café') // NFC folds it
    expect(draw('Z̴̛͓a̷l̸g̶o')).toBe('Zalgo')
  })
})

describe('truncate', () => {
  it('leaves short text alone', () => {
    expect(truncate('Storage', 10)).toBe('Storage')
  })

  it('cuts at a word boundary near the limit and ends with an ellipsis', () => {
    const cut = truncate('Deploy your application to every cloud provider you use', 30)
    expect(cut).toBe('Deploy your application to…')
    expect(Array.from(cut).length).toBeLessThanOrEqual(30)
  })

  it('cuts inside a word when there is no space near the end, and never splits a grapheme', () => {
    expect(truncate('a'.repeat(50), 10)).toBe('aaaaaaaaa…')
    expect(truncate('ü'.normalize('NFD').repeat(20), 5)).toBe('ü'.normalize('NFD').repeat(4) + '…')
  })
})
