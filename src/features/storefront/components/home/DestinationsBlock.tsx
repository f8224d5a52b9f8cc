import { useState } from 'react'
import type { Key } from 'react-aria-components'
import type { DestinationCard as Destination } from '~/api-contract/storefront'
import { CardCarousel, ToggleButton, ToggleButtonGroup, visuallyHidden } from 'design-system'
import { DestinationCard } from './DestinationCard'
import * as styles from './Cards.css'

/** storefront §9: 4 destination cards per view from md, 270 px wide below. */
const PER_VIEW = 4
const MOBILE_WIDTH = 270

/** The cards carrying a tag; all of them when no tag is chosen (§4). */
export function filterByTag(cards: readonly Destination[], tag: string | null): readonly Destination[] {
  return tag ? cards.filter((c) => c.tags.includes(tag)) : cards
}

const count = (n: number) => (n === 0 ? 'Aucune destination' : n === 1 ? '1 destination' : `${n} destinations`)

/** A destinations slideshow (§2.6), with tag chips that filter its cards when the block has tags. */
export function DestinationsBlock({ title, tags, cards }: { title: string; tags: readonly string[]; cards: readonly Destination[] }) {
  const [tag, setTag] = useState<string | null>(null)
  const shown = filterByTag(cards, tag)
  const usedTags = tags.filter((t) => cards.some((c) => c.tags.includes(t)))
  return (
    <>
      {usedTags.length > 0 && (
        <>
          <ToggleButtonGroup
            aria-label={`Filtrer : ${title}`}
            selectionMode="single"
            selectedKeys={tag ? [tag] : []}
            onSelectionChange={(keys: Set<Key>) => setTag(keys.size ? String([...keys][0]) : null)}
            scrollable
            className={styles.chips}
          >
            {usedTags.map((t) => (
              <ToggleButton key={t} id={t}>
                {t}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <p className={visuallyHidden} role="status">
            {tag ? `${count(shown.length)} : ${tag}` : ''}
          </p>
        </>
      )}
      <CardCarousel
        key={tag ?? ''}
        aria-label={title}
        perView={PER_VIEW}
        mobileItemWidth={MOBILE_WIDTH}
        previousLabel="Destinations précédentes"
        nextLabel="Destinations suivantes"
        items={shown.map((card) => (
          <DestinationCard key={card.url} card={card} />
        ))}
      />
    </>
  )
}
