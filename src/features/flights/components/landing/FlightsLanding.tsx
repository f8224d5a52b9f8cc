import { useEffect, useRef, useState } from 'react'
import { AgencyLabel } from '~/features/agencies'
import type { TripType } from '../../search-form.schema'
import * as styles from './FlightsLanding.css'
import { HeroArt, LandingPromos } from './FlightsLandingExtras'
import SearchForm from '../search-form/SearchForm'

/** True once `ref` sticks to the top (it sits at `top: -1px`, so it is then cut by 1 px). */
function useIsStuck(ref: React.RefObject<HTMLElement | null>) {
  const [stuck, setStuck] = useState(false)
  useEffect(() => {
    const el = ref.current
    if (!el || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(([entry]) => setStuck(entry!.intersectionRatio < 1 && entry!.boundingClientRect.top < 0), { threshold: [1] })
    observer.observe(el)
    return () => observer.disconnect()
  }, [ref])
  return stuck
}

/** /vol (loaded lazily by the route): the flight search banner (headline, trip types, agency label), then two offers. */
export function FlightsLanding({ tripType }: { tripType?: TripType }) {
  const barRef = useRef<HTMLDivElement>(null)
  const stuck = useIsStuck(barRef)
  return (
    <div className={styles.landing}>
      <section className={styles.hero} aria-labelledby="vol-titre">
        <HeroArt />
        <div className={styles.heroInner}>
          <p className={styles.kicker}>Vols dans le monde entier</p>
          <h1 id="vol-titre" className={styles.title}>
            Envolez-vous au meilleur prix
          </h1>
          <p className={styles.lead}>
            Aller-retour, aller simple ou multi-destinations : comparez plus de 80 compagnies et réservez avec votre agence de voyage.
          </p>
          <div className={styles.agency}>
            <AgencyLabel tone="onDark" />
          </div>
        </div>
      </section>
      <div ref={barRef} className={styles.sticky} data-stuck={stuck || undefined}>
        <div className={styles.stickyInner}>
          <SearchForm variant="banner" initialType={tripType} />
        </div>
      </div>

      <LandingPromos />
    </div>
  )
}
