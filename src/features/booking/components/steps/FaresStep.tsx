import { Armchair, Briefcase, Check, Luggage, Minus, Repeat, RotateCcw, type LucideIcon } from 'lucide-react'
import { useState } from 'react'
import { RadioGroup } from 'react-aria-components'
import { Alert, Button, formatPrice, Radio } from 'design-system'
import { baggageAllowance, isBaggageOption, serviceStatus, type BagLine } from '~/features/flights'
import { chosenFare } from '../../model/fares'
import { toCents, toEuros } from '../../model/money'
import { useBooking } from '../shell/BookingContext'
import { StepNav } from '../shell/StepNav'
import { useStepAction } from '../shell/useStepAction'
import * as shell from '../shell/BookingShell.css'
import * as styles from './steps.css'

const SERVICE_ICONS: Record<string, LucideIcon> = { 'cabin-bag': Briefcase, luggage: Luggage, seat: Armchair, exchange: Repeat, refund: RotateCcw }

/** The price difference to the base price: '+ 120,00 €', or 'Tarif de base' (the fare at the flight's price). */
export function fareDifference(priceCents: number, baseCents: number): string {
  const diff = priceCents - baseCents
  if (diff === 0) return 'Tarif de base'
  return `${diff > 0 ? '+' : '-'} ${formatPrice(toEuros(Math.abs(diff)))}`
}

function ServiceItem({ Icon, name, included, status }: { Icon: LucideIcon; name: string; included: boolean; status: BagLine['status'] }) {
  return (
    <li data-included={included || undefined}>
      <Icon size={16} aria-hidden="true" />
      <span>
        {name}
        <span className={shell.muted} style={{ display: 'inline' }}>
          {status}
        </span>
      </span>
      <span className={styles.serviceState} aria-hidden="true">
        {included ? <Check size={16} /> : <Minus size={16} />}
      </span>
    </li>
  )
}

/** The fares call failed: say so, offer to load them again; 'Continuer' keeps the flight's fare. */
function FaresUnavailable() {
  const { refresh } = useBooking()
  const [retrying, setRetrying] = useState(false)
  const retry = async () => {
    setRetrying(true)
    await refresh().finally(() => setRetrying(false))
  }
  return (
    <Alert tone="error" title="Nos tarifs n'ont pas pu être chargés.">
      <p>Veuillez réessayer, ou continuer avec le tarif de votre vol.</p>
      <Button variant="secondary" size="sm" isLoading={retrying} onPress={() => void retry()}>
        Réessayer
      </Button>
    </Alert>
  )
}

/**
 * Branded fares (ticket/branded/search) as one radio group: name, services with icons, difference
 * to the base price. The fare at the flight's price is checked until another is chosen, as
 * 'Continuer' keeps it; the whole card picks its fare.
 */
export function FaresStep() {
  const { view, draft, update, goBack } = useBooking()
  const { run, loading, dialogs } = useStepAction('fares')
  const chosen = chosenFare(view.fares, draft.fareId, view.basePriceCents)
  return (
    <>
      <section className={shell.section} aria-labelledby="fares-title">
        <h2 id="fares-title" className={shell.sectionTitle}>
          Nos tarifs pour ce vol
        </h2>
        {view.faresUnavailable ? <FaresUnavailable /> : <p className={shell.muted}>Prix pour l&apos;ensemble des voyageurs, comparés au tarif de base.</p>}
        <RadioGroup aria-labelledby="fares-title" value={chosen?.id ?? null} onChange={(id) => update((d) => ({ ...d, fareId: id }))}>
          <ul className={styles.cards}>
            {view.fares.map((fare) => {
              const selected = chosen?.id === fare.id
              const detailsId = `fare-${fare.id}-details`
              const bags = baggageAllowance(view.solution.routes, fare)
              const others = fare.services.filter((s) => s.icon !== 'cabin-bag' && s.icon !== 'luggage' && !isBaggageOption(s.name))
              return (
                <li key={fare.id} className={styles.card} data-selected={selected || undefined}>
                  <div className={styles.cardHead}>
                    <h3 className={styles.cardTitle}>
                      <Radio value={fare.id} aria-describedby={detailsId}>
                        {fare.name}
                      </Radio>
                    </h3>
                    <span className={styles.cardPrice}>{fareDifference(toCents(fare.price), view.basePriceCents)}</span>
                  </div>
                  <div id={detailsId} className={styles.cardBody}>
                    <p className={shell.muted}>{fare.description}</p>
                    <ul className={styles.services}>
                      <ServiceItem Icon={Briefcase} name={bags.cabin.label} included={bags.cabin.included} status={bags.cabin.status} />
                      <ServiceItem Icon={Luggage} name={bags.checked.label} included={bags.checked.included} status={bags.checked.status} />
                      {others.map((service) => (
                        <ServiceItem
                          key={service.name}
                          Icon={SERVICE_ICONS[service.icon] ?? Check}
                          name={service.name}
                          included={service.isIncluded}
                          status={serviceStatus(service.name, service.isIncluded)}
                        />
                      ))}
                    </ul>
                  </div>
                  <p className={styles.cardFoot}>
                    <span className={shell.muted}>Total {formatPrice(fare.price)}</span>
                  </p>
                </li>
              )
            })}
          </ul>
        </RadioGroup>
      </section>
      <StepNav onPrevious={() => void goBack('fares')} onContinue={() => void run()} loading={loading} />
      {dialogs}
    </>
  )
}
