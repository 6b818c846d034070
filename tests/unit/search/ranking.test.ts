import { attributeRank, proximityOf } from '../../../src/lib/search/ranking'
import { rank, record } from './helpers'

describe('ranking follows Algolia default order', () => {
  it('requires every word while some record has them all', () => {
    const both = record({ content: 'create a bucket' })
    const one = record({ content: 'create a topic', position: 0, level: 50 })
    expect(rank([one, both], 'create bucket')).toEqual([both.objectID])
  })

  it('makes every word optional when no record has them all, ranking more words first', () => {
    const two = record({ content: 'create a bucket', position: 9 })
    const one = record({ content: 'create a topic', position: 0 })
    expect(rank([one, two], 'create bucket zebra')).toEqual([two.objectID, one.objectID])
  })

  it('ranks fewer typos before a better attribute', () => {
    const typo = record({ type: 'lvl1', hierarchy: { lvl1: 'Secret' } })
    const exact = record({ content: 'All secrets are encrypted.' })
    expect(rank([typo, exact], 'secrets')).toEqual([exact.objectID, typo.objectID])
  })

  it("ranks the record's own title or heading, then the hierarchy above it, then content, then code", () => {
    const inCode = record({ content: 'Something else', code: 'queue send', position: 0 })
    const inContent = record({ content: 'Push work onto a queue.', position: 1 })
    const under = record({ hierarchy: { lvl1: 'Queue' }, content: 'Something unrelated', position: 2 })
    const ownHeading = record({ type: 'lvl2', hierarchy: { lvl1: 'Messaging', lvl2: 'Queue' }, position: 3, level: 0 })
    expect(rank([inCode, inContent, under, ownHeading], 'queue')).toEqual([
      ownHeading.objectID,
      under.objectID,
      inContent.objectID,
      inCode.objectID,
    ])
  })

  it('ranks words that are close together before words far apart', () => {
    const far = record({ content: 'create one file in the storage bucket', position: 0 })
    const near = record({ content: 'create bucket now', position: 5 })
    expect(rank([far, near], 'create bucket')).toEqual([near.objectID, far.objectID])
  })

  it('ranks an attribute equal to a one-word query before a longer one', () => {
    const longer = record({ type: 'lvl2', hierarchy: { lvl2: 'Bucket policies' }, position: 0 })
    const equal = record({ type: 'lvl2', hierarchy: { lvl2: 'Bucket' }, position: 5 })
    expect(rank([longer, equal], 'bucket')).toEqual([equal.objectID, longer.objectID])
  })

  it('ranks exact words before prefix matches of the last word', () => {
    const prefix = record({ content: 'read files', position: 0 })
    const exact = record({ content: 'read file', position: 5 })
    expect(rank([prefix, exact], 'read file')).toEqual([exact.objectID, prefix.objectID])
  })

  it('ranks a higher page tier before a better attribute, but after fewer typos', () => {
    const legacyTitle = record({ type: 'lvl1', hierarchy: { lvl1: 'Schedule cron' }, tier: 1 })
    const generalContent = record({ content: 'Run a schedule with a cron expression.', tier: 3 })
    expect(rank([legacyTitle, generalContent], 'schedule cron')).toEqual([generalContent.objectID, legacyTitle.objectID])
    const exactLegacy = record({ content: 'collection query where', tier: 1 })
    const typoGeneral = record({ content: 'connection query where', tier: 3 })
    expect(rank([typoGeneral, exactLegacy], 'collection query where')).toEqual([exactLegacy.objectID, typoGeneral.objectID])
  })

  it('breaks remaining ties by page rank, then level, then position', () => {
    const late = record({ content: 'deploy', position: 9 })
    const early = record({ content: 'deploy', position: 1 })
    const higher = record({ content: 'deploy', position: 9, level: 10 })
    const ranked = record({ content: 'deploy', position: 9, pageRank: 1 })
    expect(rank([late, early, higher, ranked], 'deploy')).toEqual([ranked.objectID, higher.objectID, early.objectID, late.objectID])
  })

  it('keeps one hit per url, the best one', () => {
    const heading = record({ type: 'lvl2', hierarchy: { lvl2: 'Topics' }, url: '/docs/messaging#topics', position: 3 })
    const paragraph = record({ hierarchy: { lvl2: 'Topics' }, content: 'Topics fan out events.', url: '/docs/messaging#topics', position: 4 })
    const other = record({ content: 'topics elsewhere', url: '/docs/other' })
    expect(rank([paragraph, other, heading], 'topics')).toEqual([heading.objectID, other.objectID])
  })

  it('matches only the last word as a prefix', () => {
    const longer = record({ content: 'bucket files', position: 0 })
    const word = record({ content: 'buck files', position: 1 })
    expect(rank([longer, word], 'buck files')).toEqual([word.objectID])
    // As the last word, `buck` finds both; the exact word ranks first.
    expect(rank([longer, word], 'files buck')).toEqual([word.objectID, longer.objectID])
  })

  it('orders attributes as DocSearch searches them', () => {
    expect(attributeRank('lvl1', 'lvl1')).toBeLessThan(attributeRank('lvl2', 'lvl2'))
    expect(attributeRank('lvl6', 'lvl6')).toBeLessThan(attributeRank('lvl0', 'content'))
    expect(attributeRank('lvl6', 'content')).toBeLessThan(attributeRank('content', 'content'))
    expect(attributeRank('content', 'content')).toBeLessThan(attributeRank('code', 'content'))
  })

  it('measures proximity per pair of neighbouring words, capped at 8', () => {
    expect(proximityOf([[[0]], [[1]]])).toBe(1)
    expect(proximityOf([[[3]], [[1]]])).toBe(3)
    expect(proximityOf([[[0], []], [[], [0]]])).toBe(8)
    expect(proximityOf([[[0]], [[20]]])).toBe(8)
  })
})
