import { Link } from '@tanstack/react-router'
import { Headphones, PlaneTakeoff, ShieldCheck } from 'lucide-react'
import { todayInParis } from '~/lib/dates'
import { instalmentOfferLine } from '~/lib/instalment-offer'
import * as styles from './FlightsLanding.css'

/** The searches behind the offers: a week-end in Lisbon (Friday to Sunday, three weeks on), two weeks in Guadeloupe. */
export function promoSearches(today = todayInParis()) {
  const friday = today.add({ days: 21 + ((5 - today.dayOfWeek + 7) % 7) })
  const winter = today.add({ days: 45 })
  return {
    europe: {
      from: 'PAR',
      fromLabel: 'Paris (PAR)',
      to: 'LIS',
      toLabel: 'Lisbonne (LIS)',
      departure: friday.toString(),
      return: friday.add({ days: 2 }).toString(),
      adults: 1,
    },
    sun: {
      from: 'PAR',
      fromLabel: 'Paris (PAR)',
      to: 'PTP',
      toLabel: 'Pointe-à-Pitre (PTP)',
      departure: winter.toString(),
      return: winter.add({ days: 14 }).toString(),
      adults: 1,
    },
  }
}

/** The landing's reasons to book and its two offers, with their illustrations. */
export function LandingPromos() {
  const searches = promoSearches()
  return (
    <>
      <ul className={styles.reasons} aria-label="Nos engagements">
        <li>
          <PlaneTakeoff size={22} aria-hidden="true" />
          <span>
            <strong>Plus de 80 compagnies</strong> régulières et low cost comparées en un clic
          </span>
        </li>
        <li>
          <ShieldCheck size={22} aria-hidden="true" />
          <span>
            <strong>Paiement sécurisé</strong> {instalmentOfferLine()}
          </span>
        </li>
        <li>
          <Headphones size={22} aria-hidden="true" />
          <span>
            <strong>Votre agence à vos côtés</strong> avant, pendant et après le voyage
          </span>
        </li>
      </ul>

      <section className={styles.promos} aria-labelledby="offres-titre">
        <h2 id="offres-titre" className={styles.promosTitle}>
          Nos envies du moment
        </h2>
        <div className={styles.promoGrid}>
          <article className={styles.promo}>
            <CityArt />
            <div className={styles.promoBody}>
              <p className={styles.promoTag}>Week-ends en Europe</p>
              <h3 className={styles.promoTitle}>
                <Link to="/search" search={searches.europe} className={styles.promoLink}>
                  Lisbonne, Rome, Barcelone… à deux heures de chez vous
                </Link>
              </h3>
              <p className={styles.promoText}>Des vols directs depuis Paris, Lyon, Marseille et Nantes pour une escapade sans poser de congés.</p>
              <p className={styles.promoPrice}>
                dès <strong>59 €</strong> l’aller-retour*
              </p>
            </div>
          </article>
          <article className={styles.promo}>
            <IslandArt />
            <div className={styles.promoBody}>
              <p className={styles.promoTag}>Soleil d’hiver</p>
              <h3 className={styles.promoTitle}>
                <Link to="/search" search={searches.sun} className={styles.promoLink}>
                  Cap sur les Antilles et l’océan Indien
                </Link>
              </h3>
              <p className={styles.promoText}>
                Pointe-à-Pitre, Fort-de-France, La Réunion : le lagon vous attend, bagage en soute inclus sur les vols long-courriers.
              </p>
              <p className={styles.promoPrice}>
                dès <strong>389 €</strong> l’aller-retour*
              </p>
            </div>
          </article>
        </div>
        <p className={styles.legal}>* Prix TTC par personne, à certaines dates, selon disponibilités, hors frais de service de l’agence.</p>
      </section>
    </>
  )
}

export function HeroArt() {
  return (
    <svg className={styles.heroArt} viewBox="0 0 1440 420" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="hero-glow" cx="82%" cy="18%" r="55%">
          <stop offset="0" stopColor="#ffb46b" stopOpacity="0.55" />
          <stop offset="0.45" stopColor="#ff8a5b" stopOpacity="0.12" />
          <stop offset="1" stopColor="#ff8a5b" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="1440" height="420" fill="url(#hero-glow)" />
      <g fill="none" stroke="#ffffff" strokeLinecap="round">
        <path d="M-40 360 C 320 160, 760 120, 1180 200" strokeOpacity="0.18" strokeWidth="2" strokeDasharray="2 12" />
        <path d="M200 420 C 520 250, 980 230, 1500 120" strokeOpacity="0.12" strokeWidth="2" strokeDasharray="2 12" />
      </g>
      <g transform="translate(1180 200) rotate(-12)" fill="#ffffff" opacity="0.9">
        <path d="M-26 0 L 18 -3 L 30 0 L 18 3 Z" />
        <path d="M-2 -2 L -14 -22 L -6 -22 L 10 -2 Z" />
        <path d="M-2 2 L -14 22 L -6 22 L 10 2 Z" />
        <path d="M-22 -1 L -30 -10 L -25 -10 L -16 -1 Z" />
        <path d="M-22 1 L -30 10 L -25 10 L -16 1 Z" />
      </g>
      <g fill="#ffffff" opacity="0.08">
        <ellipse cx="260" cy="90" rx="120" ry="26" />
        <ellipse cx="330" cy="74" rx="70" ry="24" />
        <ellipse cx="1020" cy="330" rx="150" ry="28" />
        <ellipse cx="1090" cy="312" rx="80" ry="26" />
      </g>
    </svg>
  )
}

function CityArt() {
  return (
    <svg
      className={styles.promoArt}
      viewBox="0 0 640 300"
      preserveAspectRatio="xMidYMid slice"
      role="img"
      aria-label="Coucher de soleil sur les toits d’une ville européenne"
    >
      <defs>
        <linearGradient id="city-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#3b2f7a" />
          <stop offset="0.55" stopColor="#e0567a" />
          <stop offset="1" stopColor="#ffb25b" />
        </linearGradient>
      </defs>
      <rect width="640" height="300" fill="url(#city-sky)" />
      <circle cx="430" cy="205" r="70" fill="#ffd27a" opacity="0.95" />
      <g fill="#2b1f4f" opacity="0.55">
        <rect x="0" y="200" width="70" height="100" />
        <rect x="60" y="170" width="46" height="130" />
        <path d="M120 300 V 190 L 150 150 L 180 190 V 300 Z" />
        <rect x="190" y="210" width="80" height="90" />
        <rect x="520" y="180" width="60" height="120" />
        <rect x="575" y="205" width="70" height="95" />
      </g>
      <g fill="#1d1440">
        <rect x="0" y="240" width="640" height="60" />
        <rect x="30" y="222" width="60" height="30" />
        <path d="M250 300 V 175 H 262 V 120 L 270 95 L 278 120 V 175 H 290 V 300 Z" />
        <path d="M310 300 V 200 Q 345 150 380 200 V 300 Z" />
        <rect x="342" y="150" width="6" height="22" />
        <rect x="400" y="215" width="90" height="40" />
        <path d="M470 300 V 214 L 500 190 L 530 214 V 300 Z" />
      </g>
      <g fill="#ffd27a" opacity="0.8">
        <rect x="38" y="260" width="6" height="8" />
        <rect x="54" y="260" width="6" height="8" />
        <rect x="412" y="228" width="6" height="8" />
        <rect x="430" y="228" width="6" height="8" />
        <rect x="448" y="228" width="6" height="8" />
        <rect x="494" y="240" width="6" height="8" />
      </g>
      <path d="M60 90 C 200 40, 340 50, 470 70" fill="none" stroke="#ffffff" strokeOpacity="0.6" strokeWidth="2" strokeDasharray="2 9" strokeLinecap="round" />
      <g transform="translate(478 72) rotate(8)" fill="#ffffff">
        <path d="M-16 0 L 11 -2 L 18 0 L 11 2 Z" />
        <path d="M-1 -1 L -9 -13 L -4 -13 L 6 -1 Z" />
        <path d="M-1 1 L -9 13 L -4 13 L 6 1 Z" />
      </g>
    </svg>
  )
}

function IslandArt() {
  return (
    <svg
      className={styles.promoArt}
      viewBox="0 0 640 300"
      preserveAspectRatio="xMidYMid slice"
      role="img"
      aria-label="Île tropicale avec un palmier au bord d’un lagon turquoise"
    >
      <defs>
        <linearGradient id="island-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#38bdf8" />
          <stop offset="1" stopColor="#bae6fd" />
        </linearGradient>
        <linearGradient id="island-sea" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#14b8a6" />
          <stop offset="1" stopColor="#0e7490" />
        </linearGradient>
      </defs>
      <rect width="640" height="300" fill="url(#island-sky)" />
      <circle cx="120" cy="80" r="38" fill="#fde68a" />
      <g fill="#ffffff" opacity="0.85">
        <ellipse cx="470" cy="70" rx="60" ry="14" />
        <ellipse cx="510" cy="60" rx="36" ry="14" />
        <ellipse cx="260" cy="48" rx="40" ry="9" />
      </g>
      <rect y="190" width="640" height="110" fill="url(#island-sea)" />
      <g stroke="#ffffff" strokeOpacity="0.45" strokeWidth="3" strokeLinecap="round" fill="none">
        <path d="M40 225 q 15 -8 30 0 t 30 0" />
        <path d="M520 250 q 15 -8 30 0 t 30 0" />
        <path d="M140 270 q 15 -8 30 0 t 30 0" />
      </g>
      <ellipse cx="400" cy="200" rx="150" ry="24" fill="#fcd9a0" />
      <path d="M405 200 C 400 160, 392 130, 372 96" stroke="#7c4a1e" strokeWidth="9" strokeLinecap="round" fill="none" />
      <g fill="#15803d">
        <path d="M372 96 C 340 80, 310 88, 292 110 C 322 98, 346 98, 372 96 Z" />
        <path d="M372 96 C 360 64, 330 52, 306 56 C 336 66, 354 78, 372 96 Z" />
        <path d="M372 96 C 384 62, 414 52, 440 58 C 410 68, 390 80, 372 96 Z" />
        <path d="M372 96 C 406 86, 436 96, 450 120 C 424 106, 398 102, 372 96 Z" />
        <path d="M372 96 C 376 70, 366 46, 350 34 C 362 58, 366 76, 372 96 Z" />
      </g>
      <circle cx="366" cy="102" r="6" fill="#78350f" />
      <circle cx="378" cy="104" r="6" fill="#78350f" />
    </svg>
  )
}
