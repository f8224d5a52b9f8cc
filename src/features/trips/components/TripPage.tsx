import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { TripRequestKind } from '~/api-contract/trips'
import { RouterLink } from 'design-system'
import { BookingDocuments } from '~/features/booking'
import { tripKeys, tripQuery } from '../trips.queries'
import { ChangeRequestDialog } from './ChangeRequestDialog'
import * as styles from './Trips.css'
import { TripView } from './TripView'

/** /client-space/trips/$reference: one of the signed-in user's bookings (the loader answers 404 for another's). */
export function TripPage({ reference }: { reference: string }) {
  const queryClient = useQueryClient()
  const { data: trip } = useSuspenseQuery(tripQuery(reference))
  const [kind, setKind] = useState<TripRequestKind | null>(null)
  if (!trip) return null
  return (
    <div className={styles.page}>
      <p className={styles.line}>
        <RouterLink to="/client-space/trips">Retour à mes voyages</RouterLink>
      </p>
      <TripView trip={trip} onRequest={setKind} actions={trip.status === 'confirmed' ? <BookingDocuments of={{ reference: trip.reference }} /> : null} />
      <ChangeRequestDialog
        trip={trip}
        kind={kind}
        onClose={() => setKind(null)}
        onSent={(sent) => {
          queryClient.setQueryData(tripQuery(reference).queryKey, sent)
          void queryClient.invalidateQueries({ queryKey: tripKeys.all, exact: true })
        }}
      />
    </div>
  )
}
