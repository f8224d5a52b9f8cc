import { lazy } from 'react'

/** /client-space/requests 'Mes demandes', loaded lazily. */
export const AgencyRequestsPage = lazy(() => import('./components/AgencyRequestsPage').then((m) => ({ default: m.AgencyRequestsPage })))
