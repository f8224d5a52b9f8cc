import { ClickReplay } from '~/platform/ClickReplay'
import { serverRenderedLazy } from '~/platform/server-rendered-lazy'
// Its styles, in every page's CSS for the server-rendered HTML.
import './SiteFooter.css'

const Footer = serverRenderedLazy(() => import('./SiteFooter').then((m) => ({ default: m.SiteFooter })))

/**
 * The site footer, on every page: rendered on the server, its code (links, logos, support
 * block) loaded after the page's first JS, so it stays out of every route's initial JS.
 */
export function SiteFooter() {
  return (
    <ClickReplay fallback={null}>
      <Footer />
    </ClickReplay>
  )
}
