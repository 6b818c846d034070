export const SECTION_OFFSET_PX = 40

export interface SectionPosition {
  id: string
  /** Distance of the section's heading from the top of the document, in px. */
  top: number
}

/**
 * Scroll offsets are whole pixels while headings can sit at fractions of one: a heading an anchor
 * link scrolled to the line (its scroll margin, 6rem, is the header plus the offset) can end up
 * under a pixel below it, and still counts as having reached it.
 */
const SUBPIXEL_PX = 1

/**
 * Ids of the sections that intersect the viewport below the fixed header. A section runs from its
 * heading to the next one; the 40 px offset makes a section count as current just before its
 * heading reaches the header.
 */
export function visibleSections(sections: readonly SectionPosition[], scrollY: number, viewportHeight: number, headerHeight: number): string[] {
  const viewTop = scrollY + headerHeight + SECTION_OFFSET_PX
  const viewBottom = scrollY + viewportHeight
  const visible: string[] = []
  sections.forEach((section, index) => {
    const end = sections[index + 1]?.top ?? Number.POSITIVE_INFINITY
    if (section.top < viewBottom && end - viewTop >= SUBPIXEL_PX) visible.push(section.id)
  })
  return visible
}
