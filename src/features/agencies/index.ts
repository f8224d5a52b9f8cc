/** The agencies domain's public face: the chosen agency (context, label, dialogs) and its query. */
export { AgencyProvider, useAgency } from './components/AgencyContext'
export { AgencyLabel } from './components/AgencyLabel'
export { selectedAgencyQuery } from './agencies.queries'
export { openingLines, openingText } from './opening-hours'
export { AgencyDetailsDialog } from './components/AgencyDetailsDialog'
