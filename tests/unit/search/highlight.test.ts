import { highlight, snippet } from '../../../src/lib/search/highlight'
import { QueryMatcher } from '../../../src/lib/search/query-matcher'

const tags = { pre: '<mark>', post: '</mark>' }

describe('highlight', () => {
  it('wraps whole matched words, and only the typed part of a prefix match', () => {
    expect(highlight('Declare buckets and a bucket', new QueryMatcher('declare buck'), tags)).toEqual({
      value: '<mark>Declare</mark> <mark>buck</mark>ets and a <mark>buck</mark>et',
      matchLevel: 'full',
      matchedWords: ['declare', 'buck'],
      fullyHighlighted: false,
    })
  })

  it('highlights a word found with a typo entirely', () => {
    expect(highlight('Secrets', new QueryMatcher('secerts'), tags).value).toBe('<mark>Secrets</mark>')
  })

  it('reports partial and none match levels', () => {
    expect(highlight('Read a file', new QueryMatcher('read bucket'), tags)).toMatchObject({ matchLevel: 'partial', matchedWords: ['read'] })
    expect(highlight('Read a file', new QueryMatcher('topic'), tags)).toMatchObject({ value: 'Read a file', matchLevel: 'none', matchedWords: [] })
  })

  it('says when the whole value is highlighted', () => {
    expect(highlight('Storage', new QueryMatcher('storage'), tags).fullyHighlighted).toBe(true)
  })

  it('HTML-escapes the text before inserting the tags', () => {
    const value = highlight('Never render <script>alert("x")</script> & co', new QueryMatcher('script'), tags).value
    expect(value).toBe('Never render &lt;<mark>script</mark>&gt;alert(&quot;x&quot;)&lt;/<mark>script</mark>&gt; &amp; co')
    expect(value).not.toContain('<script')
  })

  it('escapes text that matches nothing too', () => {
    expect(highlight(`<img src=x onerror='steal()'>`, new QueryMatcher('zebra'), tags).value).toBe(
      '&lt;img src=x onerror=&#39;steal()&#39;&gt;',
    )
  })

  it('uses the tags it is given, as given', () => {
    expect(highlight('bucket', new QueryMatcher('bucket'), { pre: '<em class="x">', post: '</em>' }).value).toBe('<em class="x">bucket</em>')
  })
})

describe('snippet', () => {
  const text = 'one two three four five six seven eight nine ten eleven twelve bucket fourteen fifteen sixteen seventeen eighteen nineteen twenty'

  it('keeps the requested number of words around the match, with ellipses where text was cut', () => {
    const result = snippet(text, new QueryMatcher('bucket'), tags, 5, '…')
    expect(result).toEqual({ value: '…eleven twelve <mark>bucket</mark> fourteen fifteen…', matchLevel: 'full' })
  })

  it('starts at the beginning when the match is near it, and ends the text without an ellipsis', () => {
    expect(snippet(text, new QueryMatcher('two'), tags, 4, '...').value).toBe('one <mark>two</mark> three four...')
    expect(snippet(text, new QueryMatcher('twenty'), tags, 3, '…').value).toBe('…eighteen nineteen <mark>twenty</mark>')
  })

  it('prefers the window with the most matches', () => {
    const value = snippet('bucket a b c d e f g h i j k l file bucket m', new QueryMatcher('file bucket'), tags, 4, '…').value
    expect(value).toBe('…l <mark>file</mark> <mark>bucket</mark> m')
  })

  it('returns short text whole and the first words when nothing matches', () => {
    expect(snippet('Store a file', new QueryMatcher('file'), tags, 10, '…').value).toBe('Store a <mark>file</mark>')
    expect(snippet(text, new QueryMatcher('zebra'), tags, 3, '…')).toEqual({ value: 'one two three…', matchLevel: 'none' })
  })

  it('escapes the snippet text', () => {
    const value = snippet('a b c d e <script>bucket</script> f g h i j', new QueryMatcher('bucket'), tags, 3, '…').value
    expect(value).toBe('…e &lt;script&gt;<mark>bucket</mark>&lt;/script&gt; f…')
  })
})
