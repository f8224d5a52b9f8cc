import { createServerFn } from '@tanstack/react-start'
import { parseReferenceQuery } from './reference-query'
import { loadHeaderMenu, loadHeaderTabs, loadHomeContent, loadHomeMoreBlocks, searchReferences } from './storefront.server'

/**
 * Server functions of the storefront. No module-level schema here: this module is also in the
 * browser bundle (as stubs), and the header loads with every page.
 */

export const getHeaderMenu = createServerFn({ method: 'GET' }).handler(() => loadHeaderMenu())

export const getHeaderTabs = createServerFn({ method: 'GET' }).handler(() => loadHeaderTabs())

export const getHomeContent = createServerFn({ method: 'GET' }).handler(() => loadHomeContent())

export const getHomeMoreBlocks = createServerFn({ method: 'GET' }).handler(() => loadHomeMoreBlocks())

/** Product-reference search (storefront-and-holidays.md §2.8): the typed text, at most 60 characters. */
export const searchProductReferences = createServerFn({ method: 'GET' })
  .validator((input: unknown) => ({
    text: typeof input === 'object' && input && 'text' in input && typeof input.text === 'string' ? input.text.slice(0, 60) : '',
  }))
  .handler(({ data }) => searchReferences(parseReferenceQuery(data.text)))
