import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { AgencyLabel } from '~/features/agencies/components/AgencyLabel'
import type { TripType } from '../search-form.schema'
import * as styles from './FlightsLanding.css'
import { LazySearchForm } from './LazySearchForm'

// Illustrations and offers load after the page's code (server-rendered all the same): they keep
// the landing's initial JS within budget.
const HeroArt = lazy(() => import('./FlightsLandingExtras').then((m) => ({ default: m.HeroArt })))
const LandingPromos = lazy(() => import('./FlightsLandingExtras').then((m) => ({ default: m.LandingPromos })))

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

/** /vol: the flight search banner (headline, trip types, agency label), then two offers. */
export function FlightsLanding({ tripType }: { tripType?: TripType }) {
  const barRef = useRef<HTMLDivElement>(null)
  const stuck = useIsStuck(barRef)
  return (
    <div className={styles.landing}>
      <section className={styles.hero} aria-labelledby="vol-titre">
        <Suspense fallback={null}>
          <HeroArt />
        </Suspense>
        <div className={styles.heroInner}>
          <p className={styles.kicker}>Vols dans le monde entier</p>
          <h1 id="vol-titre" className={styles.title}>
            Envolez-vous au meilleur prix
          </h1>
          <p className={styles.lead}>Aller-retour, aller simple ou multi-destinations : comparez plus de 80 compagnies et réservez avec votre agence de voyage.</p>
          <div className={styles.agency}>
            <AgencyLabel tone="onDark" />
          </div>
        </div>
      </section>
      <div ref={barRef} className={styles.sticky} data-stuck={stuck || undefined}>
        <div className={styles.stickyInner}>
          <LazySearchForm variant="banner" initialType={tripType} />
        </div>
      </div>

      <Suspense fallback={null}>
        <LandingPromos />
      </Suspense>
    </div>
  )
}
