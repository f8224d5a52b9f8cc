import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { ClickReplay } from '~/platform/ClickReplay'
import { visuallyHidden } from 'design-system'
import { serverRenderedLazy } from '~/platform/server-rendered-lazy'
import type { HomeContentResult } from '../../storefront.types'
import * as styles from './Home.css'
// The home blocks' styles, in the route's CSS so the server HTML is styled before their chunk.
import './Cards.css'
import './FlashSales.css'
import './HomeSlideshow.css'
import './Newsletter.css'
import './PartnerBanners.css'

const HomeBlocks = serverRenderedLazy(() => import('./HomeBlocks'))

export interface HomePageProps {
  content: HomeContentResult
  /** The holiday search bar (§2.9), at the top of the page. */
  searchBar?: ReactNode
}

/**
 * The home page (storefront-and-holidays.md §2.6): the holiday search bar at the top, then the
 * content blocks and the newsletter form. When the content cannot be loaded, a French message
 * with ways forward replaces the blocks (never an error page).
 */
export function HomePage({ content, searchBar }: HomePageProps) {
  return (
    <div className={styles.page}>
      <h1 className={visuallyHidden}>Horizon Voyages : séjours, circuits, croisières et vols avec votre agence de voyage</h1>
      {searchBar && (
        <section aria-label="Rechercher un voyage" className={styles.searchSlot}>
          {searchBar}
        </section>
      )}
      {content.status === 'ok' ? (
        <ClickReplay fallback={null}>
          <HomeBlocks page={content.page} more={content.more} />
        </ClickReplay>
      ) : (
        <div className={styles.container}>
          <div className={styles.unavailable}>
            <h2 className={styles.unavailableTitle}>Nos offres du moment sont momentanément indisponibles.</h2>
            <p>Vous pouvez tout de même rechercher votre voyage.</p>
            <p className={styles.unavailableActions}>
              <Link to="/vol" className={styles.unavailableLink}>
                Rechercher un vol
              </Link>
              <Link to="/search-products" className={styles.unavailableLink}>
                Voir les séjours
              </Link>
            </p>
          </div>
        </div>
      )}
    </div>
  )
}
