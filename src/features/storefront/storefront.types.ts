import type { HeaderMenu, HomePage } from '~/api-contract/storefront'

/** The header menu as the pages get it: 'error' gives the minimal header, 'empty' the not-found page. */
export type HeaderMenuResult = { status: 'ok'; menu: HeaderMenu } | { status: 'empty' | 'error'; menu: null }

export type HomeContentResult = { status: 'ok'; page: HomePage } | { status: 'error'; page: null }

/** A product found by its reference (storefront-and-holidays.md §3). */
export interface ReferenceResult {
  id: number
  slug: string
  title: string
  reference?: string | undefined
}
