/** The product named in 'Nos {product}' and 'Idées {product}' when the menu data does not say. */
export const PRODUCT_NAME = 'voyages'

/** storefront-and-holidays.md §9: reference search debounce. */
export const REFERENCE_SEARCH_DEBOUNCE_MS = 300
