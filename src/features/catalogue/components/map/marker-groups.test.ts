import { describe, expect, it } from 'vitest'
import { groupMarkers } from './marker-groups'

const at = (id: number, latitude: number, longitude: number) => ({ id, latitude, longitude })
const label = () => '1 234,00 €'
const ids = (groups: ReturnType<typeof groupMarkers<ReturnType<typeof at>>>) => groups.map((g) => g.members.map((m) => m.id))

describe('groupMarkers', () => {
  // Palma and Ibiza (about 130 km apart), Athens far away.
  const products = [at(1, 39.57, 2.65), at(2, 38.91, 1.43), at(3, 37.98, 23.73)]

  it('puts markers that would meet in one group, led by the first given', () => {
    const groups = groupMarkers(products, 4, label)
    expect(ids(groups)).toEqual([[1, 2], [3]])
    expect(groups[0]!.lead.id).toBe(1)
  })

  it('gives each product its own marker once zoomed in enough', () => {
    expect(ids(groupMarkers(products, 8, label))).toEqual([[1], [2], [3]])
  })

  it('keeps products at the same place together at any zoom', () => {
    expect(ids(groupMarkers([at(1, 43.3, 5.4), at(2, 43.3, 5.4)], 16, label))).toEqual([[1, 2]])
  })
})
