import { Armchair, Briefcase, Check, Luggage, Minus, Repeat, RotateCcw, type LucideIcon } from 'lucide-react'
import { Button, formatPrice } from 'design-system'
import { toCents, toEuros } from '../../model/money'
import { useBooking } from '../shell/BookingContext'
import { StepNav } from '../shell/StepNav'
import { useStepAction } from '../shell/useStepAction'
import * as shell from '../shell/BookingShell.css'
import * as styles from './steps.css'

const SERVICE_ICONS: Record<string, LucideIcon> = { 'cabin-bag': Briefcase, luggage: Luggage, seat: Armchair, exchange: Repeat, refund: RotateCcw }

/** The price difference to the base price: '+ 120,00 €', or 'Inclus'. */
export function fareDifference(priceCents: number, baseCents: number): string {
  const diff = priceCents - baseCents
  if (diff === 0) return 'Inclus'
  return `${diff > 0 ? '+' : '-'} ${formatPrice(toEuros(Math.abs(diff)))}`
}

/** Branded fares (ticket/branded/search): name, services with icons, difference to the base price; 'Sélectionner' / 'Sélectionné'. */
export function FaresStep() {
  const { view, draft, update, goBack } = useBooking()
  const { run, loading, dialogs } = useStepAction('fares')
  return (
    <>
      <section className={shell.section} aria-labelledby="fares-title">
        <h2 id="fares-title" className={shell.sectionTitle}>
          Nos tarifs pour ce vol
        </h2>
        <p className={shell.muted}>Prix pour l&apos;ensemble des voyageurs, comparés au tarif de base.</p>
        <ul className={styles.cards}>
          {view.fares.map((fare) => {
            const selected = draft.fareId === fare.id
            const titleId = `fare-${fare.id}`
            return (
              <li key={fare.id} className={styles.card} data-selected={selected || undefined}>
                <div className={styles.cardHead}>
                  <h3 id={titleId} className={styles.cardTitle}>
                    {fare.name}
                  </h3>
                  <span className={styles.cardPrice}>{fareDifference(toCents(fare.price), view.basePriceCents)}</span>
                </div>
                <p className={shell.muted}>{fare.description}</p>
                <ul className={styles.services}>
                  {fare.services.map((service) => {
                    const Icon = SERVICE_ICONS[service.icon] ?? Check
                    return (
                      <li key={service.name} data-included={service.isIncluded || undefined}>
                        <Icon size={16} aria-hidden="true" />
                        <span>
                          {service.name}
                          <span className={shell.muted} style={{ display: 'inline' }}>
                            {service.isIncluded ? ' (inclus)' : ' (non inclus)'}
                          </span>
                        </span>
                        <span className={styles.serviceState} aria-hidden="true">
                          {service.isIncluded ? <Check size={16} /> : <Minus size={16} />}
                        </span>
                      </li>
                    )
                  })}
                </ul>
                <div className={styles.cardFoot}>
                  <span className={shell.muted}>Total {formatPrice(fare.price)}</span>
                  <Button
                    variant={selected ? 'primary' : 'secondary'}
                    aria-pressed={selected}
                    aria-describedby={titleId}
                    onPress={() => update((d) => ({ ...d, fareId: selected ? null : fare.id }))}
                  >
                    {selected ? 'Sélectionné' : 'Sélectionner'}
                  </Button>
                </div>
              </li>
            )
          })}
        </ul>
      </section>
      <StepNav onPrevious={() => void goBack('fares')} onContinue={() => void run()} loading={loading} />
      {dialogs}
    </>
  )
}
