/** The catalogue domain's server-only parts other modules use: its paths for the sitemap. */
export { catalogueSitemapPaths } from './sitemap.server'
