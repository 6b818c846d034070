/**
 * The element matching `selector` at or above an event's target; null when the target is not an
 * element (the document, the window, a text node). Checked by what the target can do rather than
 * by `instanceof`, which would need the target's own window.
 */
export function closestToTarget<E extends Element = HTMLElement>(event: Event, selector: string): E | null {
  return (event.target as Partial<Element> | null)?.closest?.<E>(selector) ?? null
}
