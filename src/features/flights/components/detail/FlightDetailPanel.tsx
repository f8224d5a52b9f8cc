import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Briefcase, Check, Luggage, Minus, TrainFront } from 'lucide-react'
import { useState } from 'react'
import { Accordion, Alert, Button, Disclosure, Drawer, Price, Skeleton, formatPrice } from 'design-system'
import { useAgency } from '~/features/agencies'
import { CABIN_CLASSES, type BrandedFare, type FlightRoute, type Segment, type Solution } from '~/api-contract/flights'
import { orderIdParam } from '~/api-contract/ids'
import { baggageAllowance, isBaggageOption, serviceStatus, type BagLine } from '../../baggage'
import { selectFlight } from '../../flights.functions'
import { brandedFaresQuery, flightDetailQuery, type ResultsKey } from '../../flights.queries'
import type { FlightSearchParams } from '../../search.schema'
import { formatShortDay } from '~/lib/format'
import { dayOffset, formatMinutes, parseDuration, stopsLabel, timeOf } from '../../format'
import { placeName, routeLabel, type Names } from '../results/FlightCard'
import { SelectionDialogs, type Outcome } from './SelectionDialogs'
import { TripEmissions } from './TripEmissions'
import * as styles from './FlightDetailPanel.css'
import { atTown } from '~/lib/place-names'

/** Fare options whose indicator is Unknown or whose description is VOID are hidden; baggage options are the baggage lines. */
export function visibleOptions(segment: Segment) {
  return segment.fare.options.filter((o) => o.indicator !== 'Unknown' && o.description !== 'VOID' && !isBaggageOption(o.description))
}

/** One baggage line (cabin or checked) of {@link baggageAllowance}: icon, label, status. */
export function BagItem({ line, kind, iconSize = 16 }: { line: BagLine; kind: 'cabin' | 'checked'; iconSize?: number }) {
  const Icon = kind === 'cabin' ? Briefcase : Luggage
  return (
    <li data-included={line.included || undefined} data-bag={kind}>
      <Icon size={iconSize} aria-hidden="true" />
      <span>
        {line.label}
        {line.status}
      </span>
    </li>
  )
}

function SegmentItem({ segment, previous, names }: { segment: Segment; previous: Segment | undefined; names: Names }) {
  const days = dayOffset(segment.departureDateTime, segment.arrivalDateTime)
  const train = segment.equipment === 'TRN'
  const airportChange = previous && previous.arrival !== segment.departure
  return (
    <li className={styles.segment}>
      {previous ? (
        <div className={styles.layover}>
          Escale {atTown(names.places[segment.departure]?.city ?? segment.departure)} : {formatMinutes(segment.timeBeforeSegment)}
          {airportChange ? (
            <Alert tone="warning">
              Changement d&apos;aéroport ({previous.arrival} → {segment.departure}). Vous devez récupérer et réenregistrer vos bagages
            </Alert>
          ) : null}
        </div>
      ) : null}
      <div className={styles.leg}>
        <div className={styles.legTimes}>
          <p>
            <strong>{timeOf(segment.departureDateTime)}</strong> {formatShortDay(segment.departureDateTime)} · {placeName(names.places, segment.departure)} (
            {segment.departure})
          </p>
          <p className={styles.legMeta}>
            {train ? <TrainFront size={14} aria-hidden="true" /> : null}
            {formatMinutes(parseDuration(segment.duration))} · {names.airlines[segment.carrier]?.name ?? segment.carrier} {segment.flightNumber} ·{' '}
            {CABIN_CLASSES[segment.cabinClass]} · Tarif {segment.fare.fareBasis}
            {train ? ' · Train' : ''}
          </p>
          <p>
            <strong>{timeOf(segment.arrivalDateTime)}</strong>
            {days > 0 ? <span className={styles.dayOffset}> J+{days}</span> : null} {formatShortDay(segment.arrivalDateTime)} ·{' '}
            {placeName(names.places, segment.arrival)} ({segment.arrival})
          </p>
        </div>
      </div>
    </li>
  )
}

export function RouteDetail({ route, index, total, names }: { route: FlightRoute; index: number; total: number; names: Names }) {
  const first = route.segments[0]!
  const last = route.segments.at(-1)!
  const from = names.places[first.departure]?.city ?? first.departure
  const to = names.places[last.arrival]?.city ?? last.arrival
  return (
    <Disclosure
      id={route.id}
      title={
        <span className={styles.routeTitle}>
          <span>
            {routeLabel(index, total)} · {from} → {to}
          </span>
          <span className={styles.routeMeta}>
            {formatShortDay(first.departureDateTime)} · {formatMinutes(route.travelTime)} · {stopsLabel(route.stopNumber)}
          </span>
        </span>
      }
    >
      <ol className={styles.segments}>
        {route.segments.map((segment, i) => (
          <SegmentItem key={segment.id} segment={segment} previous={route.segments[i - 1]} names={names} />
        ))}
      </ol>
    </Disclosure>
  )
}

/** The services of the solution, under the chosen fare when there is one: baggage first, then the fare options. */
export function Services({ solution, fare }: { solution: Solution; fare?: BrandedFare | null }) {
  const segment = solution.routes[0]!.segments[0]!
  const bags = baggageAllowance(solution.routes, fare)
  const options = fare ? fare.services.filter((s) => !isBaggageOption(s.name) && s.icon !== 'luggage' && s.icon !== 'cabin-bag') : null
  return (
    <section className={styles.block} aria-labelledby="services">
      <h3 id="services" className={styles.blockTitle}>
        {fare ? `Services du tarif ${fare.name}` : 'Services inclus'}
      </h3>
      <ul className={styles.services}>
        <BagItem line={bags.cabin} kind="cabin" />
        <BagItem line={bags.checked} kind="checked" />
        {options
          ? options.map((o) => (
              <li key={o.name} data-included={o.isIncluded || undefined}>
                {o.isIncluded ? <Check size={16} aria-hidden="true" /> : <Minus size={16} aria-hidden="true" />}
                <span>
                  {o.name}
                  {serviceStatus(o.name, o.isIncluded)}
                </span>
              </li>
            ))
          : visibleOptions(segment).map((o) => (
              <li key={o.description} data-included={o.indicator === 'Included' || undefined}>
                {o.indicator === 'Included' ? <Check size={16} aria-hidden="true" /> : <Minus size={16} aria-hidden="true" />}
                <span>
                  {o.description}
                  {o.indicator === 'Chargeable' ? ' (payant)' : o.indicator === 'NotOffered' ? ' (non proposé)' : ''}
                </span>
              </li>
            ))}
      </ul>
    </section>
  )
}

/** 'Tarif de base' for the fare at the solution's price, else the difference: '+ 45,20 €'. */
export function fareDifference(price: number, base: number): string {
  const diff = Math.round((price - base) * 100) / 100
  if (diff === 0) return 'Tarif de base'
  return `${diff > 0 ? '+' : '-'} ${formatPrice(Math.abs(diff))}`
}

function Fares({
  solution,
  fares,
  selected,
  onSelect,
}: {
  solution: Solution
  fares: BrandedFare[]
  selected: string | undefined
  onSelect: (id: string | undefined) => void
}) {
  const visible = fares.filter((f) => f.description !== 'VOID')
  if (visible.length === 0) return null
  return (
    <section className={styles.block} aria-labelledby="tarifs">
      <h3 id="tarifs" className={styles.blockTitle}>
        Choisissez votre tarif
      </h3>
      <ul className={styles.fares}>
        {visible.map((fare) => {
          const isSelected = fare.id === selected
          const bags = baggageAllowance(solution.routes, fare)
          const others = fare.services.filter((s) => !isBaggageOption(s.name) && s.icon !== 'luggage' && s.icon !== 'cabin-bag')
          return (
            <li key={fare.id} className={styles.fare} data-selected={isSelected || undefined}>
              <div className={styles.fareHead}>
                <strong>{fare.name}</strong>
                <span className={styles.fareDiff}>{fareDifference(fare.price, solution.priceInfo.total)}</span>
              </div>
              <ul className={styles.fareServices}>
                <BagItem line={bags.cabin} kind="cabin" iconSize={14} />
                <BagItem line={bags.checked} kind="checked" iconSize={14} />
                {others.map((service) => (
                  <li key={service.name} data-included={service.isIncluded || undefined}>
                    {service.isIncluded ? <Check size={14} aria-hidden="true" /> : <Minus size={14} aria-hidden="true" />}
                    <span>
                      {service.name}
                      {serviceStatus(service.name, service.isIncluded)}
                    </span>
                  </li>
                ))}
              </ul>
              <Button
                size="sm"
                variant={isSelected ? 'primary' : 'secondary'}
                aria-pressed={isSelected}
                onPress={() => onSelect(isSelected ? undefined : fare.id)}
              >
                {isSelected ? 'Sélectionné' : 'Sélectionner'}
              </Button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

/** The 544 px panel of one solution: routes, services, fares, and 'Sélectionner'. */
export function FlightDetailPanel({ searchKey, id, onClose }: { searchKey: ResultsKey; id: string; onClose: () => void }) {
  const detail = useQuery(flightDetailQuery(searchKey, id))
  const data = detail.data ?? null
  const fares = useQuery(brandedFaresQuery(searchKey, data?.solution.id))
  const [fareId, setFareId] = useState<string | undefined>(undefined)
  const [pending, setPending] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const { requireAgency, openSelector } = useAgency()
  const navigate = useNavigate()

  const solution = data?.solution
  const names: Names = { airlines: data?.airlines ?? {}, places: data?.places ?? {} }
  const fare = fares.data?.find((f) => f.id === fareId)
  const price = fare?.price ?? solution?.priceInfo.total ?? 0

  /** Creates the visitor's order and reserves; after a price rise, accepts it on that order. */
  async function reserve(solutionId: string, accepted?: { orderId: string }) {
    if (!data) return
    requireAgency(async (agency) => {
      setPending(true)
      try {
        const result = await selectFlight({
          data: {
            search: searchKey as FlightSearchParams,
            solutionId,
            agencyId: agency.id,
            ...(accepted ? { acceptNewPrice: true, orderId: accepted.orderId } : {}),
          },
        })
        // A numeric id stays a plain number in the URL (?order_id=100001).
        if (result.status === 'reserved')
          await navigate({ to: '/booking/$step', params: { step: 'fares' }, search: { order_id: orderIdParam(result.orderId) } })
        else if (result.status === 'price-changed')
          setOutcome({ kind: 'price-changed', newTotal: result.newTotal, solutionId, orderId: result.orderId, text: result.text })
        else setOutcome({ kind: result.status, text: result.text })
      } catch {
        setOutcome({ kind: 'reserve-failed' })
      } finally {
        setPending(false)
      }
    })
  }

  const first = solution?.routes[0]
  const title = first
    ? `${names.places[first.segments[0]!.departure]?.city ?? first.segments[0]!.departure} (${first.segments[0]!.departure}) → ${names.places[first.segments.at(-1)!.arrival]?.city ?? first.segments.at(-1)!.arrival} (${first.segments.at(-1)!.arrival})`
    : 'Détail du vol'

  return (
    <Drawer
      isOpen
      onOpenChange={(open) => !open && onClose()}
      placement="right"
      size="detail"
      title={title}
      footer={
        solution ? (
          <div className={styles.footer}>
            <div>
              <span className={styles.footerText}>Pour tous les passagers, à partir de</span>
              <Price amount={price} size="lg" tone="brand" align="start" />
            </div>
            <Button size="lg" isDisabled={detail.isPending || fares.isPending} isLoading={pending} onPress={() => void reserve(fareId ?? solution.id)}>
              Sélectionner
            </Button>
          </div>
        ) : undefined
      }
    >
      {detail.isPending ? (
        <div className={styles.loading}>
          <Skeleton height={28} />
          <Skeleton height={120} />
          <Skeleton height={120} />
        </div>
      ) : !solution ? (
        <Alert tone="warning" title="Ce vol n'est plus disponible">
          Les résultats ont changé depuis votre recherche. Fermez ce panneau pour voir les vols disponibles.
        </Alert>
      ) : (
        <div className={styles.content}>
          <section aria-labelledby="details-voyage">
            <h3 id="details-voyage" className={styles.blockTitle}>
              Détails du voyage
            </h3>
            <Accordion allowsMultipleExpanded defaultExpandedKeys={solution.routes.map((r) => r.id)}>
              {solution.routes.map((route, i) => (
                <RouteDetail key={route.id} route={route} index={i} total={solution.routes.length} names={names} />
              ))}
            </Accordion>
          </section>
          <Services solution={solution} fare={fare} />
          <TripEmissions solution={solution} />
          {fares.isError ? <Alert tone="warning">Les options tarifaires ne sont pas disponibles pour le moment.</Alert> : null}
          {fares.data ? <Fares solution={solution} fares={fares.data} selected={fareId} onSelect={setFareId} /> : null}
        </div>
      )}
      <SelectionDialogs
        outcome={outcome}
        onClose={() => setOutcome(null)}
        onAccept={(o) => void reserve(o.solutionId, { orderId: o.orderId })}
        onNewSearch={onClose}
        onAgencies={openSelector}
      />
    </Drawer>
  )
}
