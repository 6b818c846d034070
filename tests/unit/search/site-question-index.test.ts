import { buildSiteQuestionIndex } from '../../../src/lib/search/site-question-index'

// The site's question index: the reference pages' operation vocabulary (reference/vocabulary.yaml).
describe('site question index', () => {
  const index = buildSiteQuestionIndex()
  const first = (query: string, scope: string) => index.search(query, { filter: (record) => record.scope === scope, limit: 3 }).pages[0]?.url

  it('sends the words of an operation a version lacks to its resource page, and no further', () => {
    // Python v0 has no schedule.cron (v1 has): its schedule page is where that is said.
    expect(first('how to schedule something with a crontab string like 0 2 * * *', 'python/v0')).toBe('/docs/reference/python/v0/schedules/schedule')
    expect(first('how to schedule something with a crontab string like 0 2 * * *', 'python/v1')).toBe('/docs/reference/python/schedules/schedule-cron')
  }, 60_000)
})
