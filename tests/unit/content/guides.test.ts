import { describe, expect, it } from 'vitest'
import { getAllPages, getGuides } from '@/lib/content/loader'
import { GUIDE_GROUPS } from '@/lib/guides'

const pages = new Map(getAllPages().map((page) => [page.route, page]))
const guides = getGuides()

describe('guides', () => {
  it('each name at least one building block and have the sections a guide needs', () => {
    expect(guides.length).toBeGreaterThanOrEqual(34)
    for (const guide of guides) {
      expect(guide.tags.length, `${guide.route}: tags`).toBeGreaterThan(0)
      const headings = pages.get(guide.route)!.headings.filter((h) => h.depth === 2).map((h) => h.text.toLowerCase())
      expect(headings.length, `${guide.route}: sections`).toBeGreaterThanOrEqual(3)
    }
  })

  it('are each linked from their language page and from the guide index', () => {
    const index = pages.get('/guides')!
    for (const group of GUIDE_GROUPS) {
      const groupPage = pages.get(`/guides/${group.id}`)
      expect(groupPage, `/guides/${group.id}`).toBeDefined()
      for (const guide of guides.filter((g) => g.group === group.id)) {
        expect(groupPage!.links, `${guide.route} on /guides/${group.id}`).toContain(guide.route)
        expect(index.links, `${guide.route} on /guides`).toContain(guide.route)
      }
    }
  })
})
