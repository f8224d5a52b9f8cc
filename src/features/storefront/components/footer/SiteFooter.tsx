import { useQuery } from '@tanstack/react-query'
import { SupportBlock } from 'design-system'
import { mainSiteUrl } from '~/lib/main-site'
import { BRAND_NAME } from '~/lib/seo'
import { headerMenuQuery } from '../../storefront.queries'
import { MenuLink } from '../menu/MenuLink'
import * as styles from './SiteFooter.css'

/** storefront-and-holidays.md §9: the payment logos of the footer. */
const PAYMENT_LOGOS = [
  { file: 'cheque-vacances', label: 'Chèque-Vacances Connect' },
  { file: 'carte-bancaire', label: 'Carte bancaire CB' },
  { file: 'visa', label: 'Visa' },
  { file: 'mastercard', label: 'Mastercard' },
  { file: 'paiement-3x-4x', label: 'Paiement en 3 ou 4 fois' },
] as const

const OFFERS = [
  { url: '/search-products?travelType=sejour', label: 'Séjours' },
  { url: '/search-products?travelType=circuit', label: 'Circuits' },
  { url: '/search-products?travelType=croisiere', label: 'Croisières' },
  { url: '/search-products?travelType=location', label: 'Locations & campings' },
  { url: '/vol', label: 'Vols' },
]

const HELP = [
  { url: mainSiteUrl('/aide'), label: 'Aide et contact' },
  { url: '/client-space/client-details', label: 'Mon espace client' },
  { url: '/client-space/trips', label: 'Mes voyages' },
  { url: '/trip', label: 'Retrouver une réservation' },
  { url: '/client-space/favorites', label: 'Mes produits favoris' },
  { url: mainSiteUrl('/assurances'), label: 'Nos assurances voyage' },
]

const LEGAL = [
  { url: mainSiteUrl('/mentions-legales'), label: 'Mentions légales' },
  { url: mainSiteUrl('/cgv'), label: 'Conditions générales de vente' },
  { url: mainSiteUrl('/confidentialite'), label: 'Politique de confidentialité' },
  { url: mainSiteUrl('/cookies'), label: 'Gestion des cookies' },
  { url: mainSiteUrl('/accessibilite'), label: 'Accessibilité : partiellement conforme' },
  { url: mainSiteUrl('/plan-du-site'), label: 'Plan du site' },
]

function LinkList({ items, className = styles.links }: { items: readonly { url: string; label: string }[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.url}>
          <MenuLink url={item.url} className={styles.link}>
            {item.label}
          </MenuLink>
        </li>
      ))}
    </ul>
  )
}

/**
 * The site footer: the support block (premium-rate number from the header-menu data, its price
 * per minute, Monday to Saturday 9h–20h), offers and help links, the payment logos (holiday
 * vouchers, bank cards, 3x/4x instalments) and the legal links.
 */
export function SiteFooter() {
  const { data } = useQuery(headerMenuQuery())
  const phone = data?.status === 'ok' ? data.menu.header_part_1.phone_number : null
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.main}>
          <div className={styles.brand}>
            <p className={styles.blurb}>
              {BRAND_NAME} : séjours, circuits, croisières et vols, réservés en ligne ou avec une agence de voyage partenaire près de chez vous.
            </p>
            {phone && <SupportBlock phoneNumber={phone} />}
          </div>
          <nav aria-labelledby="pied-offres">
            <h2 id="pied-offres" className={styles.columnTitle}>
              Nos offres
            </h2>
            <LinkList items={OFFERS} />
          </nav>
          <nav aria-labelledby="pied-aide">
            <h2 id="pied-aide" className={styles.columnTitle}>
              Informations utiles
            </h2>
            <LinkList items={HELP} />
          </nav>
          <section aria-labelledby="pied-paiement">
            <h2 id="pied-paiement" className={styles.columnTitle}>
              Paiement sécurisé
            </h2>
            <ul className={styles.payments}>
              {PAYMENT_LOGOS.map((logo) => (
                <li key={logo.file}>
                  <img src={`/images/paiement/${logo.file}.svg`} alt={logo.label} width={64} height={40} loading="lazy" className={styles.paymentLogo} />
                </li>
              ))}
            </ul>
            <p className={styles.paymentNote}>
              Chèques-Vacances Connect, cartes bancaires, et paiement en 3 ou 4 fois par carte avec notre partenaire de crédit.
            </p>
          </section>
        </div>
        <div className={styles.legal}>
          <p className={styles.copyright}>© {BRAND_NAME}</p>
          <nav aria-label="Informations légales">
            <LinkList items={LEGAL} className={styles.legalLinks} />
          </nav>
        </div>
      </div>
    </footer>
  )
}
