import { mercatorPixels } from '~/lib/map'

/**
 * A price marker's box on screen (MapMode.css `marker`: one line of 12 px bold figures, its
 * padding and border), estimated from its label, and the room a group's count badge takes
 * beyond its corner.
 */
const MARKER_HEIGHT = 28
const CHAR_WIDTH = 6.5
const MARKER_PADDING = 18
const BADGE_ROOM = 8

export interface MarkerGroup<T> {
  /** The marker shown, at its own place: the first of the members in the order given. */
  lead: T
  members: T[]
}

/**
 * Groups the products whose price markers would meet at this zoom. In the order given
 * (cheapest first), each product joins the first group whose marker its own would touch, or
 * leads a new group at its place; so no two leads' markers meet, count badge included.
 */
export function groupMarkers<T extends { latitude: number; longitude: number }>(
  items: readonly T[],
  zoom: number,
  labelOf: (item: T) => string,
): MarkerGroup<T>[] {
  const groups: (MarkerGroup<T> & { x: number; y: number; width: number })[] = []
  for (const item of items) {
    const { x, y } = mercatorPixels(item.latitude, item.longitude, zoom)
    const width = labelOf(item).length * CHAR_WIDTH + MARKER_PADDING
    const near = groups.find((g) => Math.abs(g.x - x) < (g.width + width) / 2 + BADGE_ROOM && Math.abs(g.y - y) < MARKER_HEIGHT + BADGE_ROOM)
    if (near) near.members.push(item)
    else groups.push({ lead: item, members: [item], x, y, width })
  }
  return groups.map(({ lead, members }) => ({ lead, members }))
}
