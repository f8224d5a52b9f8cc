import type { ActivityTile, DestinationCard, FlashSale, HomeBlock, HomeModule, HomeSlide, PartnerBanner } from '~/api-contract/storefront'

/** What a home block shows, by the kind of modules it holds (storefront-and-holidays.md §2.6). */
export type HomeBlockParts =
  | { kind: 'slideshow'; slides: HomeSlide[] }
  | { kind: 'flash'; banners: FlashSale[]; products: FlashSale[] }
  | { kind: 'destinations'; cards: DestinationCard[] }
  | { kind: 'activities'; tiles: ActivityTile[] }
  | { kind: 'partners'; banners: PartnerBanner[] }

type ModuleOf<T extends HomeModule['type']> = Extract<HomeModule, { type: T }>['value']
const modulesOf = <T extends HomeModule['type']>(block: HomeBlock, ...types: T[]) =>
  block.value.modules.filter((m): m is Extract<HomeModule, { type: T }> => (types as string[]).includes(m.type)).map((m) => m.value as ModuleOf<T>)

/** A block's parts; null for a block of no kind the home knows (it is skipped). */
export function partsOf(block: HomeBlock): HomeBlockParts | null {
  const slides = modulesOf(block, 'slideshow_homepage_banner')
  if (slides.length) return { kind: 'slideshow', slides }
  const banners = modulesOf(block, 'flash_sale_banner')
  const products = modulesOf(block, 'flash_sale_dynamic')
  if (banners.length || products.length) return { kind: 'flash', banners, products }
  const cards = modulesOf(block, 'destination_card')
  if (cards.length) return { kind: 'destinations', cards }
  const tiles = modulesOf(block, 'activity_tile')
  if (tiles.length) return { kind: 'activities', tiles }
  const partners = modulesOf(block, 'partner_banner')
  if (partners.length) return { kind: 'partners', banners: partners }
  return null
}

/** The size a block's content is expected to take before it is there (a flash block without cards is shorter from md). */
export type HomeBlockSize = HomeBlockParts['kind'] | 'flashBanners'

/**
 * A block the page shows before its content: its heading and 'see all' link (rendered on the
 * server, so that no-JS visitors and crawlers find where each block leads) and room for the rest.
 */
export interface HomeBlockOutline {
  size: HomeBlockSize
  title: string
  link: string | null
  label: string | null
}

/** A block's outline (`parts`: its parts, when the caller has them already). */
export function outlineOf(block: HomeBlock, parts: HomeBlockParts | null = partsOf(block)): HomeBlockOutline | null {
  if (!parts) return null
  const { title, link, label } = block.value
  const size = parts.kind === 'flash' && parts.products.length === 0 ? 'flashBanners' : parts.kind
  // Partner banners have no 'see all' link (§2.6).
  return parts.kind === 'partners' ? { size, title, link: null, label: null } : { size, title, link, label }
}
