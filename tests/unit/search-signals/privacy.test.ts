import { normaliseQuery } from '@/lib/search-signals/normalise-query'
import { looksLikePersonalData, personalDataKind } from '@/lib/search-signals/personal-data'

describe('normaliseQuery', () => {
  it('trims, folds white space and lower-cases', () => {
    expect(normaliseQuery('  Bucket   TTL\t\n')).toBe('bucket ttl')
    expect(normaliseQuery('GetSecret')).toBe('getsecret')
  })

  it('folds compatible forms and drops control and format characters', () => {
    expect(normaliseQuery('ＡＰＩ ﬁle')).toBe('api file')
    expect(normaliseQuery('api\u0000\u001b[31m\u200bkeys')).toBe('api [31m keys')
  })

  it('keeps at most 64 characters, never half a surrogate pair', () => {
    expect(normaliseQuery('a'.repeat(100))).toHaveLength(64)
    const emoji = normaliseQuery('😀'.repeat(70))
    expect(Array.from(emoji)).toHaveLength(64)
    expect(emoji).not.toMatch(/\p{Cs}/u)
    // A cut that ends on a space leaves no trailing space.
    expect(normaliseQuery(`${'a'.repeat(63)} b`)).toBe('a'.repeat(63))
  })

  it('is empty for white space only', () => {
    expect(normaliseQuery(' \t ')).toBe('')
  })
})

describe('the personal-data filter', () => {
  it.each([
    ['jane.doe@example.com', 'e-mail address'],
    ['contact me at jane@example.co.uk please', 'e-mail address'],
    ['+1 (555) 123-4567', 'long number'],
    ['4111 1111 1111 1111', 'long number'],
    ['0412345678', 'long number'],
    ['192.168.10.24', 'IP address'],
    ['2001:db8:85a3:0:0:8a2e:370:7334', 'IP address'],
    ['eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abc', 'token'],
    ['sk_live_51HxYzAbCdEfGh', 'token'],
    ['ghp_abcdefghijklmnopqrstuvwxyz0123', 'token'],
    ['AKIAIOSFODNN7EXAMPLE', 'token'],
    ['a1b2c3d4e5f6g7h8i9j0k1', 'token'],
    ['deadbeefcafebabe1234', 'token'],
  ])('drops %j (%s)', (query, kind) => {
    expect(personalDataKind(query)).toBe(kind)
  })

  it.each(['bucket ttl', 'getSecret', 'nodejs v1', 'python 3.11', 'api gateway 404', 'websockets on aws', 'storage@v1', 'x-api-key header', 'deployToAws with pulumi'])(
    'keeps %j',
    (query) => {
      expect(looksLikePersonalData(query)).toBe(false)
    },
  )
})
