/**
 * Who may sleep in a room type: the product data's occupancy, read the same way by the product
 * page (what its steppers allow) and by the demo API (what it prices). Babies (under 2) have
 * their own limit; the occupants are the adults and children.
 */
export interface Occupancy {
  min_adults: number
  max_adults: number
  max_children: number
  max_babies: number
  /** Adults plus children. */
  max_occupants: number
}

export interface RoomOccupants {
  adults: number
  children_ages: readonly number[]
  babies: number
}

/** Whether a room's party fits a room type. */
export function fitsOccupancy(room: RoomOccupants, o: Occupancy): boolean {
  const children = room.children_ages.length
  return (
    room.adults >= o.min_adults &&
    room.adults <= o.max_adults &&
    children <= o.max_children &&
    room.babies <= o.max_babies &&
    room.adults + children <= o.max_occupants
  )
}

/** The most of each kind a room may hold, given the others already in it, in a room type. */
export function occupancyRoom(room: RoomOccupants, o: Occupancy) {
  const children = room.children_ages.length
  return {
    minAdults: o.min_adults,
    maxAdults: Math.max(o.min_adults, Math.min(o.max_adults, o.max_occupants - children)),
    maxChildren: Math.max(0, Math.min(o.max_children, o.max_occupants - room.adults)),
    maxBabies: o.max_babies,
  }
}
