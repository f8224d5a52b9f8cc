export const BRAND_NAME = 'Horizon Voyages'

/** `<title>` and description meta for a route's head(). */
export function pageHead(title: string, description?: string) {
  return {
    meta: [{ title: `${title} | ${BRAND_NAME}` }, ...(description ? [{ name: 'description', content: description }] : [])],
  }
}
