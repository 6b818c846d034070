/** The element matching `selector` at or above an event's target; null when the target is not an element of `view`'s document. */
export function closestToTarget<E extends Element = HTMLElement>(event: Event, selector: string, view: Window & typeof globalThis): E | null {
  return event.target instanceof view.Element ? event.target.closest<E>(selector) : null
}
