export const SECTION_OFFSET_PX = 40

export interface SectionPosition {
  id: string
  /** Distance of the section's heading from the top of the document, in px. */
  top: number
}

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
    if (section.top < viewBottom && end > viewTop) visible.push(section.id)
  })
  return visible
}
