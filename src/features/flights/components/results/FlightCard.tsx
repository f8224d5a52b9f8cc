import { memo } from 'react'
import { Link } from '@tanstack/react-router'
import { Leaf, Luggage, TrainFront } from 'lucide-react'
import { buttonClassName, formatPrice, Price, visuallyHidden } from 'design-system'
import { atTown } from '~/lib/place-names'
import { EMISSIONS_METHOD, formatCo2, isLowEmissions } from '../../emissions'
import type { AirlineName, PlaceInfo } from '../../dictionary-types'
import type { FlightSummary, RouteSummary } from '../../flight-summary'
import { dayOffset, formatMark, formatMinutes, stopsLabel, timeOf } from '../../format'
import { MARK_EXPLANATION } from '../../mark'
import * as styles from './FlightCard.css'

export interface Names {
  airlines: Record<string, AirlineName>
  places: Record<string, PlaceInfo>
}

export function placeName(places: Names['places'], code: string): string {
  return places[code]?.name ?? code
}

function RouteLine({ route, names, label }: { route: RouteSummary; names: Names; label: string }) {
  const airline = names.airlines[route.carrier]
  const days = dayOffset(route.departure, route.arrival)
  const from = placeName(names.places, route.from)
  const to = placeName(names.places, route.to)
  return (
    <div className={styles.route} data-leg="">
      <span className={visuallyHidden}>{label} :</span>
      <div className={styles.carrier}>
        {airline?.logo ? (
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
          <span className={styles.time}>{timeOf(route.departure)}</span>
          <span className={styles.code} title={from}>
            <abbr title={from}>{route.from}</abbr>
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
            {timeOf(route.arrival)}
            {days > 0 ? (
              <sup className={styles.dayOffset} aria-label={`arrivée ${days} jour${days > 1 ? 's' : ''} plus tard`}>
                J+{days}
              </sup>
            ) : null}
          </span>
          <span className={styles.code}>
            <abbr title={to}>{route.to}</abbr>
          </span>
        </div>
      </div>
      <div className={styles.tags}>
        {route.train ? (
          <span className={styles.tag}>
            <TrainFront size={14} aria-hidden="true" /> Vol + train
          </span>
        ) : null}
        {route.checkedBag !== null ? (
          <span className={styles.bag} title={route.checkedBag}>
            <Luggage size={16} aria-hidden="true" />
            <span className={visuallyHidden}>{route.checkedBag}</span>
          </span>
        ) : null}
      </div>
    </div>
  )
}

/** CO₂ per passenger, flagged when in the lowest third of the results. */
function Emissions({ co2, lowEmissionsMax }: { co2: number | null; lowEmissionsMax: number | null | undefined }) {
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

export function routeLabel(index: number, total: number): string {
  if (total === 2) return index === 0 ? 'Aller' : 'Retour'
  if (total === 1) return 'Aller'
  return `Vol ${index + 1}`
}

/**
 * One flight solution (its summary): its routes, its mark (the one 'Trier par meilleure note'
 * sorts by), the total price and 'Voir le détail', a link to the same search with `detail=<id>`
 * (it opens the panel, and works before the page hydrates). Memoized: the list renders again
 * when it measures its rows or places them, with the same solutions.
 */
export const FlightCard = memo(function FlightCard({
  flight,
  names,
  layout,
  lowEmissionsMax,
}: {
  flight: FlightSummary
  names: Names
  layout: 'list' | 'grid'
  /** The CO₂ bound of the results' lowest third ('Émissions plus faibles'). */
  lowEmissionsMax?: number | null
}) {
  const titleId = `vol-${flight.id}`
  const firstRoute = flight.routes[0]!
  const from = placeName(names.places, firstRoute.from)
  const to = placeName(names.places, firstRoute.to)
  const { mark, bagPrice } = flight
  return (
    <article className={styles.card} data-layout={layout} aria-labelledby={titleId}>
      <h3 id={titleId} className={visuallyHidden}>
        {`Vol ${from} - ${to}, ${names.airlines[firstRoute.carrier]?.name ?? firstRoute.carrier}, ${formatPrice(flight.total)}`}
        {mark !== undefined ? `, note ${formatMark(mark)} sur 10` : ''}
      </h3>
      <div className={styles.routes}>
        {flight.routes.map((route, i) => (
          // A trip's routes are in their travel order and never move: their index is their key.
          <div key={i}>
            {i > 0 && route.nightsBeforeRoute > 0 ? (
              <p className={styles.nights} data-note="">
                {route.nightsBeforeRoute} nuit{route.nightsBeforeRoute > 1 ? 's' : ''} {atTown(names.places[route.from]?.city ?? route.from)}
              </p>
            ) : null}
            <RouteLine route={route} names={names} label={routeLabel(i, flight.routes.length)} />
          </div>
        ))}
        {flight.airportsDiffer ? (
          <p className={styles.warning} data-note="">
            Attention, aéroports différents
          </p>
        ) : null}
        <Emissions co2={flight.co2} lowEmissionsMax={lowEmissionsMax} />
      </div>
      <div className={styles.aside}>
        <Price amount={flight.total} size="lg" tone="brand" />
        <div className={styles.meta}>
          {mark !== undefined ? (
            // The heading says it to screen readers ('note 8,4 sur 10'); the tooltip says what it weighs.
            <span className={styles.mark} title={MARK_EXPLANATION} data-mark={mark} aria-hidden="true">
              {formatMark(mark)}
              <span className={styles.markScale}>/10</span>
            </span>
          ) : null}
          <span className={styles.passengers}>{flight.passengers}</span>
        </div>
        {bagPrice !== null ? (
          <p className={styles.bagPrice} data-bag-price={bagPrice}>
            Prix avec bagage : <strong>{formatPrice(bagPrice)}</strong>
          </p>
        ) : null}
        <Link
          to="/search"
          search={(prev) => ({ ...prev, detail: flight.id })}
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
