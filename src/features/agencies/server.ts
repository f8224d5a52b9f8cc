/** The agencies domain's server-only parts other domains use. */
export { fetchAgencyById } from './agencies.server'
