import type { HeaderMenu, HomeBlock, HomePage, MenuTab } from '~/api-contract/storefront'
import type { HomeBlockOutline } from './home-blocks'

/**
 * What the header shows before any interaction: the menu without the drawer's tabs (they come
 * when the drawer is about to open: HeaderTabsResult), so the pages do not carry them.
 */
export type HeaderBar = Omit<HeaderMenu, 'header_part_2'> & { header_part_2: Omit<HeaderMenu['header_part_2'], 'header_dropdown_tabs'> }

/** The header menu as the pages get it: 'error' gives the minimal header, 'empty' the not-found page. */
export type HeaderMenuResult = { status: 'ok'; menu: HeaderBar } | { status: 'empty' | 'error'; menu: null }

/** The 'Nos {product}' drawer's tabs (empty when the menu call failed). */
export type HeaderTabsResult = readonly MenuTab[]

/**
 * The home content as the page's data carries it: its first block (the first screen) and the
 * outlines of those after it; their content comes apart (HomeMoreBlocks), when the page is about
 * to show them.
 */
export type HomeContentResult = { status: 'ok'; page: HomePage; more: readonly HomeBlockOutline[] } | { status: 'error'; page: null }

/** The home blocks after the first, one per outline; null when they cannot be loaded. */
export type HomeMoreBlocks = readonly HomeBlock[] | null

/** A product found by its reference (storefront-and-holidays.md §3). */
export interface ReferenceResult {
  id: number
  slug: string
  title: string
  reference?: string | undefined
}
