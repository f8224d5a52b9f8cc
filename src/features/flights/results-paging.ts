/** How /search asks for its results: pages of the infinite query, and the server's short first one. */

export const PAGE_SIZE = 20

/** A results row's estimated height (px) before it is measured: a grid row, a list row from `md` up, on a phone. */
export const rowEstimate = (layout: 'list' | 'grid', wide: boolean) => (layout === 'grid' ? 300 : wide ? 110 : 190)
export const ROW_GAP = 12

/**
 * The server's first page: the cards its HTML shows (what a tall desktop window shows below the
 * search's header and toolbar; the grid: two rows of two), so the page's data carries no more.
 * The rest of the page comes once the list has hydrated.
 */
export const SERVER_FIRST_PAGE = 4

/** The height the server lays the list out in: its first page's rows at their estimated size, and no further row. */
export const SERVER_LIST_HEIGHT = SERVER_FIRST_PAGE * (rowEstimate('list', true) + ROW_GAP) - ROW_GAP

/** How many results to ask for from `offset`: the server's first page is short, later pages end on a multiple of PAGE_SIZE. */
export const pageLimit = (offset: number, onServer: boolean) => (offset === 0 && onServer ? SERVER_FIRST_PAGE : PAGE_SIZE - (offset % PAGE_SIZE))
