import { referenceResultSchema } from '~/api-contract/catalogue'
import { headerMenuReplySchema, homePageSchema, type ContentImage, type HeaderMenu, type HomePage } from '~/api-contract/storefront'
import { apiRequest } from '~/server/api'
import { cached } from '~/server/cache'
import { mediaUrl } from '~/server/media'
import { outlineOf, partsOf } from './home-blocks'
import type { HeaderMenuResult, HeaderTabsResult, HomeContentResult, HomeMoreBlocks, ReferenceResult } from './storefront.types'

/** Server-only loading of the storefront's content: header menu, home blocks, reference search. */

/** storefront-and-holidays.md §7, §9: the header menu is kept a day, under the tag 'header'. */
export const HEADER_MENU_CACHE = { ttlSeconds: 86_400, tags: ['header'] } as const
/** Home blocks: five minutes (flash-sale ends stay fresh), tag 'home'. */
export const HOME_CONTENT_CACHE = { ttlSeconds: 300, tags: ['home'] } as const

const image = <T extends ContentImage>(img: T): T => ({
  ...img,
  url: mediaUrl(img.url),
  renditions: img.renditions?.map((r) => ({ ...r, url: mediaUrl(r.url) })),
})

function withMediaUrls(menu: HeaderMenu): HeaderMenu {
  const part1 = menu.header_part_1
  return {
    ...menu,
    header_part_1: {
      ...part1,
      header_secondary_pictos: part1.header_secondary_pictos.map((p) => ({ ...p, pictogram: { ...p.pictogram, url: mediaUrl(p.pictogram.url) } })),
    },
  }
}

/**
 * The header menu (first element of the reply), from the server store after the first request.
 * A failed reply is logged ('Server error getting navbar data', by the API client) and gives a
 * minimal header; it is not kept, so the next request tries again. An empty list: not found.
 */
async function headerMenu(): Promise<HeaderMenu | null> {
  return cached({
    key: 'menus:header',
    ...HEADER_MENU_CACHE,
    load: async () => {
      const list = await apiRequest({ path: '/menus/header/', schema: headerMenuReplySchema, error: 'Server error getting navbar data' })
      return list[0] ? withMediaUrls(list[0]) : null
    },
  })
}

/** The header as every page shows it: the menu without the drawer's tabs (loadHeaderTabs). */
export async function loadHeaderMenu(): Promise<HeaderMenuResult> {
  try {
    const menu = await headerMenu()
    if (!menu) return { status: 'empty', menu: null }
    const { header_dropdown_tabs: _tabs, ...part2 } = menu.header_part_2
    return { status: 'ok', menu: { ...menu, header_part_2: part2 } }
  } catch {
    return { status: 'error', menu: null }
  }
}

/** The drawer's tabs, asked for when the drawer is about to open (none when the menu call fails). */
export async function loadHeaderTabs(): Promise<HeaderTabsResult> {
  try {
    return (await headerMenu())?.header_part_2.header_dropdown_tabs ?? []
  } catch {
    return []
  }
}

function homeWithMediaUrls(page: HomePage): HomePage {
  return {
    ...page,
    blocks: page.blocks.map((block) => ({
      ...block,
      value: {
        ...block.value,
        modules: block.value.modules.map((m) => {
          const value = { ...m.value, image: image(m.value.image) }
          if ('partner_logo' in value) value.partner_logo = { ...value.partner_logo, url: mediaUrl(value.partner_logo.url) }
          if ('club_logo' in value && value.club_logo) value.club_logo = { ...value.club_logo, url: mediaUrl(value.club_logo.url) }
          return { ...m, value } as typeof m
        }),
      },
    })),
  }
}

/** How many home blocks the page's own data carries: the first screen's. */
export const HOME_FIRST_BLOCKS = 1

const homePage = () =>
  cached({
    key: 'pages:home',
    ...HOME_CONTENT_CACHE,
    load: async () => homeWithMediaUrls(await apiRequest({ path: '/pages/home', schema: homePageSchema, error: 'Failed to fetch home page' })),
  })

/** The blocks after the first screen's, of the kinds the home shows (the outlines and the blocks line up). */
const laterBlocks = (page: HomePage) => page.blocks.slice(HOME_FIRST_BLOCKS).filter((block) => partsOf(block) !== null)

/**
 * The home content's first blocks and the outlines of the others; a failure gives the page
 * without them (and a message), never a 5xx.
 */
export async function loadHomeContent(): Promise<HomeContentResult> {
  try {
    const page = await homePage()
    const more = laterBlocks(page).flatMap((block) => outlineOf(block) ?? [])
    return { status: 'ok', page: { ...page, blocks: page.blocks.slice(0, HOME_FIRST_BLOCKS) }, more }
  } catch {
    return { status: 'error', page: null }
  }
}

/** The home blocks after the first ones (null when the content cannot be loaded). */
export async function loadHomeMoreBlocks(): Promise<HomeMoreBlocks> {
  try {
    return laterBlocks(await homePage())
  } catch {
    return null
  }
}

/** Products whose reference starts with the text typed (several references: space or comma). */
export async function searchReferences(references: string[]): Promise<ReferenceResult[]> {
  if (references.length === 0) return []
  return apiRequest({
    path: '/search/products/reference',
    query: { reference: references },
    schema: referenceResultSchema,
    error: 'Failed to fetch products by reference',
  })
}
