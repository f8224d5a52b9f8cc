/** The storefront domain's public face: the site header and footer, the home page. */
export { SiteFooter } from './components/footer/SiteFooter'
export { SiteHeader } from './components/header/SiteHeader'
