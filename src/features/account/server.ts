/**
 * The account domain's server-only door: for other domains' server functions that act for the
 * signed-in user (client space, booking's saved travellers, catalogue favourites).
 */
export { userAccessToken, userApiRequest, type UserApiRequest } from './user-api.server'
