import { MapPin } from 'lucide-react'
import { lazy, Suspense, useRef, useState } from 'react'
import { Button, MapErrorBoundary } from 'design-system'
import type { Product } from '~/api-contract/catalogue'
import { productCountry } from '../../catalogue.queries'
import { mainDestination } from '../../product-format'
import * as styles from './ProductPage.css'
import * as place from './Place.css'

const LocationMap = lazy(() => import('./LocationMap'))

/**
 * 'Situation': where the product is, in words, then a map with its marker. MapLibre is large:
 * it loads only when 'Afficher la carte' is pressed, in a box of the same size as the map.
 */
export function ProductLocation({ product: p }: { product: Pick<Product, 'parent_destinations' | 'latitude' | 'longitude'> }) {
  const [shown, setShown] = useState(false)
  const box = useRef<HTMLDivElement>(null)
  const here = mainDestination(p)?.label
  const country = productCountry(p)?.label
  const label = [here, country].filter((s, i, all) => s && all.indexOf(s) === i).join(', ')
  if (!label) return null
  const cover = (status: string | null) => (
    <div className={place.mapCover}>
      <MapPin size={36} aria-hidden="true" className={place.pin} fill="currentColor" stroke="white" />
      {status ? (
        <p className={place.mapStatus} role="status">
          {status}
        </p>
      ) : (
        <Button
          variant="secondary"
          onPress={() => {
            setShown(true)
            // The button goes: the box keeps the focus until the map takes it.
            box.current?.focus()
          }}
        >
          Afficher la carte
        </Button>
      )}
    </div>
  )
  return (
    <section className={styles.section} aria-labelledby="situation-titre">
      <h2 id="situation-titre" className={styles.sectionTitle}>
        Situation
      </h2>
      <p className={place.where}>
        <MapPin size={18} aria-hidden="true" />
        {label}
      </p>
      <div ref={box} className={place.mapBox} tabIndex={-1}>
        {shown ? (
          <MapErrorBoundary fallback={cover('La carte ne peut pas s’afficher sur cet appareil.')}>
            <Suspense fallback={cover('Chargement de la carte…')}>
              <LocationMap title={`Carte : ${label}`} latitude={p.latitude} longitude={p.longitude} />
            </Suspense>
          </MapErrorBoundary>
        ) : (
          cover(null)
        )}
      </div>
    </section>
  )
}
