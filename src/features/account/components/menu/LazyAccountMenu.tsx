import { ClickReplay } from '~/platform/ClickReplay'
import { serverRenderedLazy } from '~/platform/server-rendered-lazy'
// Its styles, in every page's CSS for the server-rendered HTML.
import './AccountMenu.css'

const Menu = serverRenderedLazy(() => import('./AccountMenu').then((m) => ({ default: m.AccountMenu })))

/**
 * The header's account popup, on every page: rendered on the server (signed-in name included),
 * its code (session, sign-out) loaded after the page's first JS. Its button is a native
 * popover's, which opens before that.
 */
export function AccountMenu() {
  return (
    <ClickReplay fallback={null}>
      <Menu />
    </ClickReplay>
  )
}
