import { memo } from 'react'
import { Link } from '@tanstack/react-router'
import { Leaf, Luggage, TrainFront } from 'lucide-react'
import { buttonClassName, formatPrice, Price, visuallyHidden } from 'design-system'
import type { FlightRoute, Solution } from '~/api-contract/flights'
import { atTown } from '~/lib/place-names'
import { bagText, baggageAllowance } from '../../baggage'
import { EMISSIONS_METHOD, formatCo2, isLowEmissions, solutionCo2 } from '../../emissions'
import type { AirlineInfo, PlaceInfo } from '../../dictionary-types'
import { dayOffset, differentAirports, formatMark, formatMinutes, isTrain, passengerDescription, stopsLabel, timeOf } from '../../format'
import { MARK_EXPLANATION } from '../../mark'
import * as styles from './FlightCard.css'

export interface Names {
  airlines: Record<string, AirlineInfo>
  places: Record<string, PlaceInfo>
}

export function placeName(places: Names['places'], code: string): string {
  return places[code]?.name ?? code
}

function RouteLine({ route, names, label }: { route: FlightRoute; names: Names; label: string }) {
  const first = route.segments[0]!
  const last = route.segments.at(-1)!
  const airline = names.airlines[route.carrier]
  const days = dayOffset(first.departureDateTime, last.arrivalDateTime)
  const from = placeName(names.places, first.departure)
  const to = placeName(names.places, last.arrival)
  const bags = baggageAllowance([route]).checked
  return (
    <div className={styles.route} data-leg="">
      <span className={visuallyHidden}>{label} :</span>
      <div className={styles.carrier}>
        {airline ? (
          <img src={airline.logo} alt="" width={32} height={32} className={styles.logo} loading="lazy" />
        ) : (
          <span className={styles.logoFallback} aria-hidden="true">
            {route.carrier}
          </span>
        )}
        <span className={styles.carrierName}>{airline?.name ?? route.carrier}</span>
      </div>
      <div className={styles.times}>
        <div className={styles.end}>
          <span className={styles.time}>{timeOf(first.departureDateTime)}</span>
          <span className={styles.code} title={from}>
            <abbr title={from}>{first.departure}</abbr>
          </span>
        </div>
        <div className={styles.middle}>
          <span className={styles.duration}>{formatMinutes(route.travelTime)}</span>
          <span className={styles.line} data-stops={route.stopNumber} aria-hidden="true" />
          <span className={styles.stops} data-direct={route.stopNumber === 0 || undefined}>
            {stopsLabel(route.stopNumber)}
            {route.stopNumber > 0 ? ` · ${formatMinutes(route.totalStopDuration)}` : ''}
          </span>
        </div>
        <div className={styles.end}>
          <span className={styles.time}>
            {timeOf(last.arrivalDateTime)}
            {days > 0 ? (
              <sup className={styles.dayOffset} aria-label={`arrivée ${days} jour${days > 1 ? 's' : ''} plus tard`}>
                J+{days}
              </sup>
            ) : null}
          </span>
          <span className={styles.code}>
            <abbr title={to}>{last.arrival}</abbr>
          </span>
        </div>
      </div>
      <div className={styles.tags}>
        {isTrain(route) ? (
          <span className={styles.tag}>
            <TrainFront size={14} aria-hidden="true" /> Vol + train
          </span>
        ) : null}
        {bags.included ? (
          <span className={styles.bag} title={bagText(bags)}>
            <Luggage size={16} aria-hidden="true" />
            <span className={visuallyHidden}>{bagText(bags)}</span>
          </span>
        ) : null}
      </div>
    </div>
  )
}

/** CO₂ per passenger, flagged when in the lowest third of the results. */
function Emissions({ solution, lowEmissionsMax }: { solution: Solution; lowEmissionsMax: number | null | undefined }) {
  const co2 = solutionCo2(solution)
  if (co2 === null) return null
  const low = isLowEmissions(co2, lowEmissionsMax)
  // The green badge stands in for the leaf: the line then fits one row on a 375 px phone.
  return (
    <p className={styles.co2} title={EMISSIONS_METHOD} data-co2={co2}>
      {low ? null : <Leaf size={14} aria-hidden="true" />}
      <span>{formatCo2(co2)} par passager</span>
      {low ? <span className={styles.lowCo2}>Émissions plus faibles</span> : null}
    </p>
  )
}

/** 'Prix avec bagage': the fare with a checked bag, when the trip's own fare has none and one costs more. */
function priceWithBag(solution: Solution): number | null {
  const fare = solution.checkedBagFare
  if (!fare || fare.price <= solution.priceInfo.total) return null
  return baggageAllowance(solution.routes).checked.included ? null : fare.price
}

export function routeLabel(index: number, total: number): string {
  if (total === 2) return index === 0 ? 'Aller' : 'Retour'
  if (total === 1) return 'Aller'
  return `Vol ${index + 1}`
}

/**
 * One flight solution: its routes, its mark (the one 'Trier par meilleure note' sorts by), the
 * total price and 'Voir le détail', a link to the same search with `detail=<id>` (it opens the
 * panel, and works before the page hydrates). Memoized: the list renders again when it measures
 * its rows or places them, with the same solutions.
 */
export const FlightCard = memo(function FlightCard({
  solution,
  names,
  layout,
  mark,
  lowEmissionsMax,
}: {
  solution: Solution
  names: Names
  layout: 'list' | 'grid'
  mark?: number
  /** The CO₂ bound of the results' lowest third ('Émissions plus faibles'). */
  lowEmissionsMax?: number | null
}) {
  const titleId = `vol-${solution.id}`
  const firstRoute = solution.routes[0]!
  const from = placeName(names.places, firstRoute.segments[0]!.departure)
  const to = placeName(names.places, firstRoute.segments.at(-1)!.arrival)
  const withBag = priceWithBag(solution)
  return (
    <article className={styles.card} data-layout={layout} aria-labelledby={titleId}>
      <h3 id={titleId} className={visuallyHidden}>
        {`Vol ${from} - ${to}, ${names.airlines[firstRoute.carrier]?.name ?? firstRoute.carrier}, ${formatPrice(solution.priceInfo.total)}`}
        {mark !== undefined ? `, note ${formatMark(mark)} sur 10` : ''}
      </h3>
      <div className={styles.routes}>
        {solution.routes.map((route, i) => (
          <div key={route.id}>
            {i > 0 && route.nightsBeforeRoute > 0 ? (
              <p className={styles.nights} data-note="">
                {route.nightsBeforeRoute} nuit{route.nightsBeforeRoute > 1 ? 's' : ''}{' '}
                {atTown(names.places[route.segments[0]!.departure]?.city ?? route.segments[0]!.departure)}
              </p>
            ) : null}
            <RouteLine route={route} names={names} label={routeLabel(i, solution.routes.length)} />
          </div>
        ))}
        {differentAirports(solution) ? (
          <p className={styles.warning} data-note="">
            Attention, aéroports différents
          </p>
        ) : null}
        <Emissions solution={solution} lowEmissionsMax={lowEmissionsMax} />
      </div>
      <div className={styles.aside}>
        <Price amount={solution.priceInfo.total} size="lg" tone="brand" />
        <div className={styles.meta}>
          {mark !== undefined ? (
            // The heading says it to screen readers ('note 8,4 sur 10'); the tooltip says what it weighs.
            <span className={styles.mark} title={MARK_EXPLANATION} data-mark={mark} aria-hidden="true">
              {formatMark(mark)}
              <span className={styles.markScale}>/10</span>
            </span>
          ) : null}
          <span className={styles.passengers}>{passengerDescription(solution)}</span>
        </div>
        {withBag !== null ? (
          <p className={styles.bagPrice} data-bag-price={withBag}>
            Prix avec bagage : <strong>{formatPrice(withBag)}</strong>
          </p>
        ) : null}
        <Link
          to="/search"
          search={(prev) => ({ ...prev, detail: solution.id })}
          resetScroll={false}
          activeOptions={{ exact: true, includeSearch: true }}
          className={buttonClassName({ variant: 'primary' })}
          aria-label={`Voir le détail du vol ${from} - ${to}`}
        >
          Voir le détail
        </Link>
      </div>
    </article>
  )
})
