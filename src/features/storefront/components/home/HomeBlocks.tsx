import { useSuspenseQuery } from '@tanstack/react-query'
import type { HomeBlock, HomeModule, HomePage } from '~/api-contract/storefront'
import { ClickReplay } from '~/platform/ClickReplay'
import { ActivitiesBlock } from './ActivitiesBlock'
import { DestinationsBlock } from './DestinationsBlock'
import { FlashSales } from './FlashSales'
import { HomeSlideshow } from './HomeSlideshow'
import { Newsletter } from './Newsletter'
import { PartnerBanners } from './PartnerBanners'
import { homeMoreBlocksQuery } from '../../storefront.queries'
import * as styles from './Home.css'

type ModuleOf<T extends HomeModule['type']> = Extract<HomeModule, { type: T }>['value']
const modulesOf = <T extends HomeModule['type']>(block: HomeBlock, ...types: T[]) =>
  block.value.modules.filter((m): m is Extract<HomeModule, { type: T }> => (types as string[]).includes(m.type)).map((m) => m.value as ModuleOf<T>)

/** One block of the home content, by the kind of modules it holds (an unknown block is skipped). */
function Block({ block, first }: { block: HomeBlock; first: boolean }) {
  const { title, link, label, tags } = block.value
  const slides = modulesOf(block, 'slideshow_homepage_banner')
  if (slides.length) {
    return (
      <div className={styles.wide} data-first={first || undefined}>
        <HomeSlideshow slides={slides} label={title} />
      </div>
    )
  }
  const banners = modulesOf(block, 'flash_sale_banner')
  const products = modulesOf(block, 'flash_sale_dynamic')
  if (banners.length || products.length) return <FlashSales title={title} link={link} label={label} banners={banners} products={products} />
  const cards = modulesOf(block, 'destination_card')
  if (cards.length) return <DestinationsBlock title={title} link={link} label={label} tags={tags} cards={cards} />
  const tiles = modulesOf(block, 'activity_tile')
  if (tiles.length) return <ActivitiesBlock title={title} link={link} label={label} tiles={tiles} />
  const partners = modulesOf(block, 'partner_banner')
  if (partners.length) return <PartnerBanners title={title} banners={partners} />
  return null
}

/**
 * The home content blocks in the order the content gives them (§2.6), then the newsletter form.
 * Loaded in its own chunk and rendered on the server: the page's initial JS stays small. Each
 * block hydrates when it comes near the viewport: on a phone, the first screen's blocks with
 * the page, the others as the visitor scrolls (a click or typing meanwhile is replayed). The
 * page's data carries the first blocks only (`page`); those after them (`more` of them) are
 * asked for when they come near the viewport, and hydrate then.
 */
export default function HomeBlocks({ page, more }: { page: HomePage; more: number }) {
  return (
    <>
      {page.blocks.map((block, i) => (
        <ClickReplay key={`${block.type}-${i}`} fallback={null} hydrateWhenSeen>
          <Block block={block} first={i === 0} />
        </ClickReplay>
      ))}
      {more > 0 && (
        <ClickReplay fallback={null} hydrateWhenSeen>
          <MoreBlocks />
        </ClickReplay>
      )}
      <ClickReplay fallback={null} hydrateWhenSeen>
        <div className={styles.block}>
          <Newsletter />
        </div>
      </ClickReplay>
    </>
  )
}

function MoreBlocks() {
  const { data: blocks } = useSuspenseQuery(homeMoreBlocksQuery())
  if (!blocks) return <p className={styles.moreUnavailable}>Nos autres offres sont momentanément indisponibles.</p>
  return blocks.map((block, i) => (
    <ClickReplay key={`${block.type}-${i}`} fallback={null} hydrateWhenSeen>
      <Block block={block} first={false} />
    </ClickReplay>
  ))
}
