import { useNavigate } from '@tanstack/react-router'
import { Building2 } from 'lucide-react'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { Button, formatPrice, Stepper } from 'design-system'
import { BOOKING_STEP_LABELS, BOOKING_STEPS, type BookingStep } from '../../booking.schema'
import { chosenFare } from '../../model/fares'
import { toEuros } from '../../model/money'
import { useBooking } from './BookingContext'
import { FlightBar } from './FlightBar'
import { HoldTimer } from './HoldTimer'
import { AgencyDetailsDialog, AlertDialog, BottomSheet, usePreloadDialogs } from './LazyDialogs'
import { breakdownOf, PriceDetails } from './PriceDetails'
import { StepBarSummary } from './StepNav'
import * as styles from './BookingShell.css'

export const STEP_TITLES: Record<BookingStep, string> = {
  fares: 'Choisissez votre tarif',
  passengers: 'Informations des passagers',
  contact: 'Coordonnées du payeur',
  ancillaries: 'Options de voyage',
  insurance: 'Assurance voyage',
  summary: 'Récapitulatif et paiement',
}

export const HOLD_EXPIRED_MESSAGE = 'Attention, nous ne pouvons maintenir les prix que pour une durée limitée. Veuillez vite relancer votre recherche'

/**
 * The booking frame: title and hold, steps bar, selected flight, the step, 'Détails du prix'
 * (sticky; on phones a bottom sheet opened from the bottom bar that also holds the step's action).
 */
export function BookingShell({ step, children }: { step: BookingStep; children: ReactNode }) {
  const { view, draft, expired } = useBooking()
  const navigate = useNavigate()
  const [sheetOpen, setSheetOpen] = useState(false)
  const [agencyOpen, setAgencyOpen] = useState(false)
  const breakdown = breakdownOf(view, draft)
  const fareName = chosenFare(view.fares, draft.fareId, view.basePriceCents)?.name
  const travellers = view.counts.adults + view.counts.childrens + view.counts.infants
  const asideHeading = useId()
  const sheetHeading = useId()
  const steps = BOOKING_STEPS.map((s) => ({ id: s, label: BOOKING_STEP_LABELS[s], skipped: view.state.skipped.includes(s) }))
  const titleRef = useRef<HTMLHeadingElement>(null)
  usePreloadDialogs()
  const shownStep = useRef<BookingStep | null>(null)

  // The step's title takes the focus when a step replaces another (screen readers announce the
  // new step; the keyboard goes on from its top), and on arrival when nothing has the focus (the
  // agency drawer that started the booking is gone), never away from a field being typed in.
  useEffect(() => {
    const changed = shownStep.current !== null && shownStep.current !== step
    shownStep.current = step
    const active = document.activeElement
    if (changed || !active || active === document.body) titleRef.current?.focus()
  }, [step])

  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <div className={styles.headingRow}>
          <h1 ref={titleRef} tabIndex={-1} className={styles.title}>
            {STEP_TITLES[step]}
          </h1>
          <HoldTimer />
        </div>
        <Stepper steps={steps} currentStep={step} />
        <FlightBar view={view} />
      </div>
      <div className={styles.columns}>
        <div className={styles.main}>
          <StepBarSummary.Provider
            value={
              <div className={styles.barSummary}>
                <p className={styles.mobileTotal}>
                  <span>Total TTC{fareName ? ` · tarif ${fareName}` : ''}</span>
                  <strong>{expired ? '—' : formatPrice(toEuros(breakdown.totalCents))}</strong>
                </p>
                <Button variant="ghost" size="sm" bleed onPress={() => setSheetOpen(true)}>
                  Détails du prix
                </Button>
              </div>
            }
          >
            {children}
          </StepBarSummary.Provider>
        </div>
        <aside className={styles.aside} aria-label="Votre réservation">
          <div className={styles.main}>
            <PriceDetails breakdown={breakdown} travellers={travellers} expired={expired} headingId={asideHeading} />
            {view.agency ? (
              <section className={styles.agencyCard} aria-label="Votre agence">
                <Building2 size={20} aria-hidden="true" />
                <div>
                  <p className={styles.agencyName}>{view.agency.name}</p>
                  <p className={styles.muted}>Votre agence vous accompagne avant et après votre voyage.</p>
                  <Button variant="ghost" size="sm" bleed onPress={() => setAgencyOpen(true)}>
                    Horaires et contact
                  </Button>
                </div>
              </section>
            ) : null}
          </div>
        </aside>
      </div>
      <BottomSheet isOpen={sheetOpen} onOpenChange={setSheetOpen} title="Votre réservation">
        <PriceDetails breakdown={breakdown} travellers={travellers} expired={expired} headingId={sheetHeading} />
      </BottomSheet>
      <AgencyDetailsDialog agency={agencyOpen ? view.agency : null} onClose={() => setAgencyOpen(false)} />
      <AlertDialog
        isOpen={expired}
        isKeyboardDismissDisabled
        title="Vos prix ne sont plus garantis"
        actionLabel="Nouvelle recherche"
        cancelLabel={null}
        onAction={() => void (view.searchParams ? navigate({ to: '/search', search: view.searchParams }) : navigate({ to: '/vol' }))}
      >
        {HOLD_EXPIRED_MESSAGE}
      </AlertDialog>
    </div>
  )
}
