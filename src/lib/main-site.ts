/**
 * The brand's main holiday site, where several menu entries and the newsletter sign-up lead
 * (storefront-and-holidays.md §2.2, §2.7). `VITE_MAIN_SITE_URL` at build time; by default the
 * demo API plays it (pages under /api/v2/demo/site).
 */
export const MAIN_SITE_URL: string = (import.meta.env?.VITE_MAIN_SITE_URL as string | undefined)?.replace(/\/+$/, '') || '/api/v2/demo/site'

/** A page of the main site: `mainSiteUrl('/newsletter')`. */
export const mainSiteUrl = (path: string): string => `${MAIN_SITE_URL}${path.startsWith('/') ? path : `/${path}`}`
