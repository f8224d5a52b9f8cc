/** The catalogue domain's server-only parts other modules use: its paths for the sitemap, the redirect of spec-named search links. */
export { catalogueSitemapPaths } from './sitemap.server'
export { specSearchRedirectMiddleware } from './spec-redirect.server'
