/**
 * The account domain's public face: the signed-in session (user query and hooks, the guard of
 * pages that need an account, sending a visitor to sign in), the header's account popup, the
 * sign-in page's loader, the client space's frame, loaders and queries, the catalogue's view of
 * the user (favourites) and the booking prefill. Lazily loaded parts (the sign-in flow, the
 * client space's pages): `lazy.ts`;
 * server-only helpers for other domains' server functions: `server.ts`.
 */
export { AccountMenu } from './components/menu/LazyAccountMenu'
export { CLIENT_SPACE_LINKS, useSignOutAction } from './account-links'
export { ClientSpaceLayout } from './components/ClientSpaceLayout'
export { accountKeys, currentUserQuery, profileQuery } from './account.queries'
export { requireAccount, setSignedInUser, useCurrentUser, useSendToSignIn, useSignOut } from './session'
export { SIGN_IN_PATH, signInTarget } from './redirect'
export { checkEmailSearchSchema, loadCheckEmail, type CheckEmailSearch } from './check-email'
export { resetPasswordSearchSchema } from './reset-password'
export type { CurrentUser } from './current-user'
export type { Profile } from '~/api-contract/account'
export { CatalogueUserBridge } from './client-space/CatalogueUserBridge'
export { loadProductIds } from './client-space/loaders'
export { favoritesQuery, travelersQuery, viewedQuery } from './client-space/client-space.queries'
export { prefetchBookingPrefill, useSavedTravellers, usePayerPrefill } from './client-space/booking-prefill'
