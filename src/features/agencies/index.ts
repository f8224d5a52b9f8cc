/** The agencies domain's public face: the chosen agency (context, label, dialogs) and its query (the agency's details dialog is in lazy.ts). */
export { AgencyProvider, useAgency } from './components/AgencyContext'
export { AgencyLabel } from './components/AgencyLabel'
export { selectedAgencyQuery } from './agencies.queries'
export { openingLines, openingText } from './opening-hours'
