/**
 * The agencies domain's parts meant to be loaded on demand: import this module dynamically
 * (`import('~/features/agencies/lazy')`), so they stay out of the importer's chunk.
 */
export { AgencyDetailsDialog } from './components/AgencyDetailsDialog'
