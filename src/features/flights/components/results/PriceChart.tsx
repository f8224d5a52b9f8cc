import { useQueries } from '@tanstack/react-query'
import { AxisBottom, AxisLeft } from '@visx/axis'
import { Group } from '@visx/group'
import { scaleBand, scaleLinear } from '@visx/scale'
import { Bar } from '@visx/shape'
import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { ListBox, ListBoxItem, type Selection } from 'react-aria-components'
import { Button, formatFromPrice, formatPrice } from 'design-system'
import { formatLongDay, formatShortDate, formatShortDay } from '~/lib/format'
import { activeFilterCount } from '../../filters'
import { monthPricesQuery } from '../../month-prices.queries'
import { graphCaption, graphDayLabel, graphDays, priceGraphWindow, type GraphDay } from '../../price-graph'
import { dateBounds } from '../../search-dates'
import type { FlightSearchParams } from '../../search.schema'
import * as styles from './PriceGraph.css'

const { top, plot, axis, yAxis, step } = styles.chart

/** A day's line above the chart: its dates and price (the pointed, focused or searched day). */
function dayLine(day: GraphDay): ReactNode {
  const dates = `${formatShortDay(day.date)}${day.return ? ` – ${formatShortDay(day.return)}` : ''}`
  const note = day.current ? ' · votre date' : day.cheapest ? ' · prix le plus bas' : ''
  return (
    <>
      {dates} : <span className={styles.readoutPrice}>{day.price === null ? 'aucun vol' : formatPrice(day.price)}</span>
      {note}
    </>
  )
}

/**
 * The price graph's chart: one bar per departure day (visx scales, bars and axes, drawn for the
 * eye only) under a list box of the same days (react-aria: one tab stop, arrows between days,
 * each named by its date and price); picking a day searches it.
 */
export default function PriceChart({
  params,
  placeholder,
  onPick,
}: {
  params: FlightSearchParams
  placeholder: ReactNode
  onPick: (departure: string, ret: string | null) => void
}) {
  const range = useMemo(() => priceGraphWindow(params, dateBounds()), [params])
  const months = useQueries({
    queries: range ? range.months.map((month) => monthPricesQuery(range.search, month)) : [],
    combine: (results) => ({
      data: results.every((r) => r.data) ? results.map((r) => r.data!) : null,
      error: results.some((r) => r.isError),
      retry: () => results.forEach((r) => r.isError && void r.refetch()),
    }),
  })
  const days = useMemo(() => (range && months.data ? graphDays(range, months.data) : null), [range, months.data])
  const [pointed, setPointed] = useState<string | null>(null)
  const [focused, setFocused] = useState<string | null>(null)
  const scroller = useRef<HTMLDivElement>(null)
  const currentIndex = days?.findIndex((d) => d.current) ?? -1

  // The searched day in the middle of the view when the chart (or a new search's) appears.
  useLayoutEffect(() => {
    const el = scroller.current
    if (el && currentIndex >= 0) el.scrollLeft = currentIndex * step + step / 2 - el.clientWidth / 2
  }, [currentIndex, params.departure])

  if (!range) return <p className={styles.message}>Les prix par date ne sont pas disponibles pour cette recherche.</p>
  if (months.error)
    return (
      <div className={styles.failed}>
        <p className={styles.message}>Les prix par date ne sont pas disponibles pour le moment.</p>
        <Button variant="secondary" size="sm" onPress={months.retry}>
          Réessayer
        </Button>
      </div>
    )
  if (!days) return placeholder

  const width = days.length * step
  const x = scaleBand({ domain: days.map((d) => d.date), range: [0, width], paddingInner: 0.35, paddingOuter: 0.175 })
  const highest = Math.max(0, ...days.map((d) => d.price ?? 0))
  const y = scaleLinear({ domain: [0, highest || 1], range: [top + plot, top], nice: 4 })
  const ticks = y.ticks(4)
  // A date under each Monday (and the first day), the marker over the searched one.
  const dateTicks = days.filter((d, i) => i === 0 || new Date(`${d.date}T00:00:00Z`).getUTCDay() === 1).map((d) => d.date)
  const current = days[currentIndex]
  const shown = days.find((d) => d.date === (pointed ?? focused)) ?? current ?? days[0]!
  const markerAt = current ? x(current.date)! + x.bandwidth() / 2 : 0
  const markerAnchor = markerAt < 32 ? 'start' : markerAt > width - 32 ? 'end' : 'middle'

  const pick = (keys: Selection) => {
    const day = keys === 'all' ? undefined : days.find((d) => keys.has(d.date))
    if (day && !day.current && day.price !== null) onPick(day.date, day.return)
  }

  return (
    <div className={styles.graph}>
      <p className={styles.caption} id="evolution-prix-legende">
        {graphCaption(range, activeFilterCount(params) > 0)}
      </p>
      <p className={styles.readout} aria-hidden="true">
        {dayLine(shown)}
      </p>
      <div className={styles.frame}>
        <svg className={`${styles.yAxis} ${styles.svg}`} width={yAxis} height={top + plot + axis} aria-hidden="true">
          <AxisLeft
            scale={y}
            left={yAxis - 4}
            tickValues={ticks}
            tickFormat={(v) => formatFromPrice(Number(v))}
            hideAxisLine
            hideTicks
            tickLabelProps={{ className: styles.axisLabel, textAnchor: 'end', dy: '0.33em', dx: 0 }}
          />
        </svg>
        <div className={styles.scroller} ref={scroller}>
          <div className={styles.plotArea} style={{ width }}>
            <svg className={styles.svg} width={width} height={top + plot + axis} aria-hidden="true">
              {ticks.map((t) => (
                <line key={t} className={t === 0 ? styles.baseline : styles.grid} x1={0} x2={width} y1={y(t)} y2={y(t)} />
              ))}
              <Group>
                {days.map((d) => {
                  const h = d.price === null ? 3 : Math.max(2, top + plot - y(d.price))
                  return (
                    <Bar
                      key={d.date}
                      className={styles.bar}
                      x={x(d.date)}
                      y={top + plot - h}
                      width={x.bandwidth()}
                      height={h}
                      rx={2}
                      data-current={d.current || undefined}
                      data-cheapest={d.cheapest || undefined}
                      data-none={d.price === null || undefined}
                    />
                  )
                })}
              </Group>
              {current ? (
                <text className={styles.marker} x={markerAt} y={top - 8} textAnchor={markerAnchor}>
                  Votre date
                </text>
              ) : null}
              <AxisBottom
                scale={x}
                top={top + plot}
                tickValues={dateTicks}
                tickFormat={(d) => formatShortDate(d, true)}
                hideAxisLine
                tickLength={4}
                tickClassName={styles.tick}
                tickLabelProps={{ className: styles.axisLabel, textAnchor: 'start', dx: -4 }}
              />
            </svg>
            <ListBox
              aria-label={`Prix par date de départ, du ${formatLongDay(range.first)} au ${formatLongDay(range.last)}`}
              aria-describedby="evolution-prix-legende"
              className={styles.days}
              orientation="horizontal"
              selectionMode="single"
              disallowEmptySelection
              selectedKeys={current ? [current.date] : []}
              disabledKeys={days.filter((d) => d.price === null).map((d) => d.date)}
              onSelectionChange={pick}
              onBlur={() => setFocused(null)}
            >
              {days.map((d) => {
                const label = graphDayLabel(d)
                return (
                  <ListBoxItem
                    key={d.date}
                    id={d.date}
                    textValue={label}
                    aria-label={label}
                    className={styles.day}
                    onHoverStart={() => setPointed(d.date)}
                    onHoverEnd={() => setPointed((p) => (p === d.date ? null : p))}
                    onFocus={() => setFocused(d.date)}
                  />
                )
              })}
            </ListBox>
          </div>
        </div>
      </div>
      <ul className={styles.legend}>
        <li>
          <span className={styles.swatch} data-kind="current" aria-hidden="true" />
          Votre date
        </li>
        <li>
          <span className={styles.swatch} data-kind="cheapest" aria-hidden="true" />
          Prix le plus bas
        </li>
        <li>
          <span className={styles.swatch} data-kind="day" aria-hidden="true" />
          Autres dates
        </li>
      </ul>
    </div>
  )
}
