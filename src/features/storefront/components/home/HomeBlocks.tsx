import { useQuery } from '@tanstack/react-query'
import { useDeferredValue, useEffect, useId, useRef, useState, type ReactNode, type Ref } from 'react'
import type { HomeBlock, HomePage } from '~/api-contract/storefront'
import { ClickReplay, watchSeen } from '~/platform/ClickReplay'
import { Skeleton } from 'design-system'
import { outlineOf, partsOf, type HomeBlockOutline, type HomeBlockParts } from '../../home-blocks'
import { homeMoreBlocksQuery } from '../../storefront.queries'
import { ActivitiesBlock } from './ActivitiesBlock'
import { DestinationsBlock } from './DestinationsBlock'
import { FlashSales } from './FlashSales'
import { HomeSlideshow } from './HomeSlideshow'
import { Newsletter } from './Newsletter'
import { PartnerBanners } from './PartnerBanners'
import { SectionHeader } from './SectionHeader'
import * as styles from './Home.css'

/** How far ahead of the viewport a block after the first screen asks for its content and shows it. */
const LATER_MARGIN = '600px 0px'

function BlockContent({ block, parts }: { block: HomeBlock; parts: HomeBlockParts }) {
  const { title, tags } = block.value
  switch (parts.kind) {
    case 'slideshow':
      return <HomeSlideshow slides={parts.slides} label={title} />
    case 'flash':
      return <FlashSales title={title} banners={parts.banners} products={parts.products} />
    case 'destinations':
      return <DestinationsBlock title={title} tags={tags} cards={parts.cards} />
    case 'activities':
      return <ActivitiesBlock title={title} tiles={parts.tiles} />
    case 'partners':
      return <PartnerBanners banners={parts.banners} />
  }
}

/**
 * A block's frame: a section named by its heading, with its 'see all' link (a slideshow: the
 * full-width area, named by its own carousel). The same frame holds the room kept for a later
 * block's content and then the content, so a link focused meanwhile keeps the focus.
 */
function BlockFrame({
  outline,
  first,
  busy,
  ref,
  children,
}: {
  outline: HomeBlockOutline
  first?: boolean
  busy?: boolean
  ref?: Ref<HTMLElement>
  children: ReactNode
}) {
  const id = useId()
  if (outline.size === 'slideshow')
    return (
      <div ref={ref as Ref<HTMLDivElement>} className={styles.wide} data-first={first || undefined} aria-busy={busy || undefined}>
        {children}
      </div>
    )
  const flash = outline.size === 'flash' || outline.size === 'flashBanners'
  return (
    <section ref={ref} id={flash ? 'ventes-flash' : undefined} aria-labelledby={`${id}-titre`} aria-busy={busy || undefined} className={styles.block}>
      <SectionHeader id={`${id}-titre`} title={outline.title} link={outline.link} label={outline.label} />
      {children}
    </section>
  )
}

/** One block of the home content, by the kind of modules it holds (an unknown block is skipped). */
function Block({ block, first }: { block: HomeBlock; first: boolean }) {
  const parts = partsOf(block)
  const outline = outlineOf(block, parts)
  if (!parts || !outline) return null
  return (
    <BlockFrame outline={outline} first={first}>
      <BlockContent block={block} parts={parts} />
    </BlockFrame>
  )
}

/**
 * A block after the first screen: the server renders its outline (heading, link, room for its
 * content); the browser asks for the blocks when one comes near the viewport (or a press or focus
 * goes into it) and shows this one's content in the frame, rendered without blocking input.
 */
function LaterBlock({ outline, index }: { outline: HomeBlockOutline; index: number }) {
  const ref = useRef<HTMLElement>(null)
  const [near, setNear] = useState(false)
  useEffect(() => (near || !ref.current ? undefined : watchSeen(ref.current, () => setNear(true), LATER_MARGIN)), [near])
  const { data: blocks } = useQuery({ ...homeMoreBlocksQuery(), enabled: near })
  const shown = useDeferredValue(near ? blocks : undefined)
  const block = shown?.[index]
  const parts = block ? partsOf(block) : null
  if (block && parts)
    return (
      <BlockFrame outline={outlineOf(block, parts) ?? outline} ref={ref}>
        <BlockContent block={block} parts={parts} />
      </BlockFrame>
    )
  return (
    <BlockFrame outline={outline} ref={ref} busy={near && shown === undefined}>
      {shown === null ? index === 0 && <p className={styles.moreUnavailable}>Nos autres offres sont momentanément indisponibles.</p> : null}
      {shown === undefined && (near ? <Skeleton className={styles.pending[outline.size]} height="auto" /> : <div className={styles.pending[outline.size]} />)}
    </BlockFrame>
  )
}

/**
 * The home content blocks in the order the content gives them (§2.6), then the newsletter form.
 * Loaded in its own chunk and rendered on the server: the page's initial JS stays small. The
 * first blocks (`page`, the first screen) hydrate when seen: on a phone with the page. Those after
 * them come as outlines (`more`), and their content when they come near the viewport.
 */
export default function HomeBlocks({ page, more }: { page: HomePage; more: readonly HomeBlockOutline[] }) {
  return (
    <>
      {page.blocks.map((block, i) => (
        <ClickReplay key={`${block.type}-${i}`} fallback={null} hydrateWhenSeen>
          <Block block={block} first={i === 0} />
        </ClickReplay>
      ))}
      {more.map((outline, i) => (
        <LaterBlock key={`${outline.size}-${i}`} outline={outline} index={i} />
      ))}
      <ClickReplay fallback={null} hydrateWhenSeen>
        <div className={styles.block}>
          <Newsletter />
        </div>
      </ClickReplay>
    </>
  )
}
