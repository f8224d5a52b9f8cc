import type { ActivityTile } from '~/api-contract/storefront'
import { CardCarousel } from 'design-system'
import { MenuLink } from '../menu/MenuLink'
import { ContentImage } from './ContentImage'
import * as styles from './Cards.css'

/** The activities slideshow (§2.6): 6 tiles per view from md, 140 px wide below (§9). */
export function ActivitiesBlock({ title, tiles }: { title: string; tiles: readonly ActivityTile[] }) {
  return (
    <CardCarousel
      aria-label={title}
      perView={6}
      mobileItemWidth={140}
      previousLabel="Activités précédentes"
      nextLabel="Activités suivantes"
      items={tiles.map((tile) => (
        <MenuLink key={tile.url + tile.title} url={tile.url} className={styles.activity} plain>
          <ContentImage image={tile.image} alt="" sizes="(min-width: 900px) 200px, 140px" width={280} height={280} className={styles.activityImage} />
          {tile.title}
        </MenuLink>
      ))}
    />
  )
}
