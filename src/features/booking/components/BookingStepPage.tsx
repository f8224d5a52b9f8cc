import { Link } from '@tanstack/react-router'
import { buttonClassName, Inline } from 'design-system'
import { Page, Panel } from '~/app/Page'
import * as styles from '~/app/Page.css'
import { BOOKING_STEP_LABELS, BOOKING_STEPS, type BookingStep } from '../booking.schema'

/** Booking step frame: the steps bar and, without an order, a way back to the search. */
export function BookingStepPage({ step, orderId }: { step: BookingStep; orderId: string | number | undefined }) {
  return (
    <Page title={`Réservation : ${BOOKING_STEP_LABELS[step]}`}>
      <nav aria-label="Étapes de la réservation">
        <ol className={styles.steps}>
          {BOOKING_STEPS.map((s, i) => (
            <li key={s} aria-current={s === step ? 'step' : undefined}>
              {i + 1}. {BOOKING_STEP_LABELS[s]}
            </li>
          ))}
        </ol>
      </nav>
      <Panel label="Commande">
        {orderId ? (
          <p>Commande n° {orderId}</p>
        ) : (
          <>
            <p>Aucune réservation en cours. Lancez une recherche de vols pour commencer.</p>
            <Inline space="sm">
              <Link to="/vol" className={buttonClassName()}>
                Rechercher un vol
              </Link>
            </Inline>
          </>
        )}
      </Panel>
    </Page>
  )
}
