import { useId } from 'react'
import type { ActivityTile } from '~/api-contract/storefront'
import { CardCarousel } from 'design-system'
import { MenuLink } from '../menu/MenuLink'
import { ContentImage } from './ContentImage'
import { SectionHeader } from './SectionHeader'
import * as styles from './Cards.css'
import * as home from './Home.css'

/** The activities slideshow (§2.6): 6 tiles per view from md, 140 px wide below (§9). */
export function ActivitiesBlock({ title, link, label, tiles }: { title: string; link: string | null; label: string | null; tiles: readonly ActivityTile[] }) {
  const id = useId()
  return (
    <section aria-labelledby={`${id}-titre`} className={home.block}>
      <SectionHeader id={`${id}-titre`} title={title} link={link} label={label} />
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
    </section>
  )
}
