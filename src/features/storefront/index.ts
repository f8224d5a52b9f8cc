/** The storefront domain's public face: the site header and footer, the home page and its data. */
export { SiteFooter } from './components/footer/LazySiteFooter'
export { SiteHeader } from './components/header/SiteHeader'
export { HomePage, type HomePageProps } from './components/home/HomePage'
export { headerMenuQuery, homeContentQuery } from './storefront.queries'
export type { HeaderMenuResult, HomeContentResult } from './storefront.types'
