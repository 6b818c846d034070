import { referenceIndex } from '../../../src/lib/reference/entries'
import { entryKeywords } from '../../../src/lib/reference/entry-keywords'
import { operationVocabulary, parseVocabulary } from '../../../src/lib/reference/vocabulary'

describe('operation vocabulary (reference/vocabulary.yaml)', () => {
  const ops = new Set(referenceIndex().entries.map((entry) => entry.op))

  it('names only operations the model has', () => {
    expect([...operationVocabulary().keys()].filter((op) => !ops.has(op))).toEqual([])
  })

  it('reaches every SDK and version that documents the operation', () => {
    const write = referenceIndex().entries.filter((entry) => entry.op === 'bucket.write')
    expect(new Set(write.map((entry) => entry.sdk.id)).size).toBe(6)
    for (const entry of write) expect(entryKeywords(entry, 'summary')).toEqual(expect.arrayContaining(['putObject', 'summary', (entry.method ?? entry.resource).signature]))
  })

  it('rejects keys that are not op keys and empty lists', () => {
    expect(() => parseVocabulary('Bucket.Read: [x]')).toThrow(/Bucket\.Read: Invalid key/)
    expect(() => parseVocabulary('bucket.read: []')).toThrow(/bucket\.read/)
  })
})
