/** How /search asks for its results: pages of the infinite query, and the server's short first one. */

export const PAGE_SIZE = 20

/** A results row's estimated height (px) before it is measured: a grid row, a list row from `md` up, on a phone. */
export const rowEstimate = (layout: 'list' | 'grid', wide: boolean) => (layout === 'grid' ? 300 : wide ? 110 : 190)
export const ROW_GAP = 12

/**
 * The server's first page: the cards its HTML shows (the window rows' initial 800 px at the list's
 * estimated 110 + 12 px: 7 rows; 6 cards in the grid), so the page's data carries no more. The
 * rest of the page comes once the list has hydrated.
 */
export const SERVER_FIRST_PAGE = 7

/** How many results to ask for from `offset`: the server's first page is short, later pages end on a multiple of PAGE_SIZE. */
export const pageLimit = (offset: number, onServer: boolean) => (offset === 0 && onServer ? SERVER_FIRST_PAGE : PAGE_SIZE - (offset % PAGE_SIZE))
