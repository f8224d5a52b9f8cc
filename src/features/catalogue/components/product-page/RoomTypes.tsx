import { Users } from 'lucide-react'
import type { Product, RoomType } from '~/api-contract/catalogue'
import * as styles from './ProductPage.css'
import * as content from './ProductContent.css'

const plural = (n: number, word: string) => `${n} ${word}${n > 1 ? 's' : ''}`

/** Who may stay in a room: '3 personnes au plus : de 1 à 2 adultes, jusqu’à 1 enfant et 1 bébé'. */
export function occupancyLabel({ occupancy: o }: Pick<RoomType, 'occupancy'>): string {
  const adults = o.min_adults === o.max_adults ? plural(o.max_adults, 'adulte') : `de ${o.min_adults} à ${o.max_adults} adultes`
  const young = [o.max_children ? plural(o.max_children, 'enfant') : '', o.max_babies ? plural(o.max_babies, 'bébé') : ''].filter(Boolean)
  return `${plural(o.max_occupants, 'personne')} au plus : ${adults}${young.length ? `, jusqu’à ${young.join(' et ')}` : ''}`
}

/** The product's rooms (cabins on a ship, flats and villas for rentals), their occupancy and extras. */
export function RoomTypes({ rooms = [], accommodation }: { rooms?: Product['room_types']; accommodation: Product['accommodation_type'] }) {
  if (!rooms.length) return null
  const title = accommodation.code === 'bateau' ? 'Les cabines' : rooms.some((r) => r.label.startsWith('Chambre')) ? 'Les chambres' : 'Les hébergements'
  return (
    <section className={styles.section} aria-labelledby="chambres-titre">
      <h2 id="chambres-titre" className={styles.sectionTitle}>
        {title}
      </h2>
      <ul className={content.rooms}>
        {rooms.map((r) => (
          <li key={r.code} className={content.room}>
            <h3 className={content.roomTitle}>{r.label}</h3>
            <p className={content.occupancy}>
              <Users size={16} aria-hidden="true" />
              {occupancyLabel(r)}
            </p>
            {r.extras?.length ? (
              <ul className={content.extras} aria-label={`Équipements : ${r.label}`}>
                {r.extras.map((x) => (
                  <li key={x} className={content.extra}>
                    {x}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
