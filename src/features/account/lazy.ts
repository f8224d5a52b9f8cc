import { serverRenderedLazy } from '~/platform/server-rendered-lazy'
// The styles of the server-rendered lazy parts below, in the importing route's CSS so the
// server HTML is styled before their chunks arrive.
import './components/sign-in/SignInFlow.css'
import './client-space/ClientSpace.css'

/** The account domain's lazily loaded parts (rendered on the server, hydrated when they arrive). */

/** Sign-in and registration (/auth/check-email): e-mail, code, confirmation link, registration. */
export const SignInFlow = serverRenderedLazy(() => import('./components/sign-in/SignInFlow').then((m) => ({ default: m.SignInFlow })))

/** A new password from the link of 'Mot de passe oublié ?' (/auth/reset-password). */
export const ResetPasswordPage = serverRenderedLazy(() => import('./components/password/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })))

/** The client space's pages (/client-space/*). */
export const DetailsPage = serverRenderedLazy(() => import('./client-space/DetailsPage').then((m) => ({ default: m.DetailsPage })))
export const TravelersPage = serverRenderedLazy(() => import('./client-space/TravelersPage').then((m) => ({ default: m.TravelersPage })))
export const ProductListPage = serverRenderedLazy(() => import('./client-space/ProductListPage').then((m) => ({ default: m.ProductListPage })))
export const PreferencesPage = serverRenderedLazy(() => import('./client-space/PreferencesPage').then((m) => ({ default: m.PreferencesPage })))
