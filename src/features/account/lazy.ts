import { serverRenderedLazy } from '~/lib/server-rendered-lazy'
// The styles of the server-rendered lazy parts below, in the importing route's CSS so the
// server HTML is styled before their chunks arrive.
import './components/sign-in/SignInFlow.css'
import './components/menu/AccountMenu.css'

/** The account domain's lazily loaded parts (rendered on the server, hydrated when they arrive). */

/** Sign-in and registration (/auth/check-email): e-mail, code, confirmation link, registration. */
export const SignInFlow = serverRenderedLazy(() => import('./components/sign-in/SignInFlow').then((m) => ({ default: m.SignInFlow })))

/** The header's account popup, on every page (wrap it in ClickReplay). */
export const AccountMenu = serverRenderedLazy(() => import('./components/menu/AccountMenu').then((m) => ({ default: m.AccountMenu })))
