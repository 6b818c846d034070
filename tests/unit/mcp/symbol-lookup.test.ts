import { getSdk } from '@/lib/sdks'
import { ToolInputError } from '@/lib/mcp/answer'
import { findSymbol, normaliseName } from '@/lib/mcp/symbol-lookup'
import { sources } from './helpers'

const nodejs = getSdk('nodejs')!
const index = sources.reference()
const find = (name: string, version = 'v1') => findSymbol(index, nodejs, version, name)
const refusal = (name: string, version = 'v1') => {
  try {
    find(name, version)
  } catch (error) {
    expect(error).toBeInstanceOf(ToolInputError)
    return (error as Error).message
  }
  throw new Error(`${name} was found`)
}

describe('normaliseName', () => {
  it('ignores case, parentheses with or without arguments, and spaces', () => {
    expect(normaliseName('Bucket.File.Read()')).toBe('bucket.file.read')
    expect(normaliseName(' file.read(opts) ')).toBe('file.read')
  })
})

describe('findSymbol', () => {
  it.each(['bucket.file.read', 'File.read', 'file.READ()', 'bucket.file.read()'])('finds bucket.file.read() by %s', (name) => {
    expect(find(name).route).toBe('/reference/nodejs/storage/bucket-file-read')
  })

  it('finds a resource by its title', () => {
    const entry = find('bucket')
    expect(entry.kind).toBe('resource')
    expect(entry.title).toBe('bucket()')
  })

  it('finds a Go constructor by the last part of its title', () => {
    expect(findSymbol(index, getSdk('go')!, 'v1', 'NewBucket').title).toBe('nitric.NewBucket()')
  })

  it('lists the candidates of an ambiguous name by the names that find them', () => {
    const message = refusal('delete')
    expect(message).toMatch(/^"delete" is ambiguous in Node\.js v1\. Did you mean: /)
    expect(message).toContain('bucket.file.delete')
    expect(message).toContain('kv.delete')
    for (const name of message.replace(/^.*Did you mean: /, '').replace(/\?.*$/, '').split(', ')) expect(find(name).title).toBe(`${name}()`)
  })

  it('suggests close names for a misspelt one', () => {
    expect(refusal('bucket.fiel.raed')).toMatch(/^No symbol "bucket\.fiel\.raed" in Node\.js v1\. Did you mean: .*bucket\.file\.read/)
  })

  it('says which versions have a symbol the asked version lacks', () => {
    expect(find('oidcRule', 'v1').title).toBe('oidcRule()')
    expect(refusal('oidcRule', 'v0')).toMatch(/^"oidcRule" is not in Node\.js v0\. It is in v1 \(oidcRule\): pass that version/)
  })

  it('points at search when nothing is close', () => {
    expect(refusal('zzzzqqqqxxxx')).toMatch(/nor any close name\. Find it with search_docs/)
  })
})
