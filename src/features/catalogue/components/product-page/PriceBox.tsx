import { useMutation, useQuery } from '@tanstack/react-query'
import { useLocation, useNavigate } from '@tanstack/react-router'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useRef, useState } from 'react'
import { Alert, Button, formatPrice, IconButton, Price, Select, SelectItem, Skeleton, useIsDesktop, VisuallyHidden } from 'design-system'
import type { Product } from '~/api-contract/catalogue'
import { AVAILABILITY_MONTHS } from '~/api-contract/constants'
import { userMessageOf } from '~/lib/user-messages'
import { formatShortDate } from '~/lib/format'
import { currentMonthInParis } from '~/lib/paris-today'
import { addMonths, chooseDeparture, chooseDuration, chooseMonth } from '../../availability'
import { createProductDeeplink } from '../../catalogue.functions'
import { bestPriceQuery, departuresQuery, durationsQuery, monthPricesQuery, partyPriceQuery } from '../../catalogue.queries'
import { DEFAULT_PARTY_PARAM, partyOf, partyParam } from '../../party-param'
import { formatAmountShort, priceUnit } from '../../product-format'
import { monthLabel } from '../../search-summary'
import { resultsKey, toApiQuery } from '../../search-query'
import type { ProductPageSearch } from '../../search.schema'
import { PartyField } from './PartyField'
import { PartyPrice } from './PartyPrice'
import * as styles from './ProductPage.css'
import { ofPlace } from '~/lib/place-names'

const WEEKDAYS = ['lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.', 'dim.']

/** Days of a month as ISO dates, with the blanks before the 1st (weeks start on Monday). */
function monthGrid(yearMonth: string): (string | null)[] {
  const [y, m] = yearMonth.split('-').map(Number) as [number, number]
  const first = new Date(Date.UTC(y, m - 1, 1))
  const blanks = (first.getUTCDay() + 6) % 7
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate()
  return [...Array<null>(blanks).fill(null), ...Array.from({ length: days }, (_, i) => `${yearMonth}-${String(i + 1).padStart(2, '0')}`)]
}

/**
 * The price box: best price, then departure city → duration → travellers → month calendar of
 * prices from the availability calls (each asked only once what it needs is chosen, §5), the
 * party's price (the chosen day's, else the from-price's day) and 'Réserver' (the product
 * deeplink, then its address). Choices live in the URL.
 */
export function PriceBox({ product, search }: { product: Product; search: ProductPageSearch }) {
  const navigate = useNavigate({ from: '/product/$slug' })
  const location = useLocation()
  const isDesktop = useIsDesktop()
  const id = product.product_id
  const best = useQuery(bestPriceQuery(id))
  const departures = useQuery(departuresQuery(id))
  const code = chooseDeparture(departures.data, search.departureCity, best.data)
  const durations = useQuery(durationsQuery(id, code))
  const duration = chooseDuration(durations.data, search, best.data)
  const current = currentMonthInParis()
  const yearMonth = chooseMonth(search.departureYearMonth, best.data, current)
  const [year, month] = yearMonth.split('-').map(Number) as [number, number]
  const prices = useQuery(monthPricesQuery({ productId: id, code, year, month, nights: duration?.nights, days: duration?.days }))
  const [missingDate, setMissingDate] = useState(false)
  const calendarRef = useRef<HTMLDivElement>(null)

  const set = (patch: Partial<ProductPageSearch>) => navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true, resetScroll: false })
  const byDate = new Map((prices.data ?? []).map((p) => [p.date, p]))
  const chosen = search.departureDay ? byDate.get(search.departureDay) : undefined
  const departure = departures.data?.find((d) => d.code === code)
  const party = partyOf(search.party)
  const priced = useQuery(partyPriceQuery({ productId: id, code, nights: duration?.nights, days: duration?.days, date: chosen?.date, party }))

  const book = useMutation({
    mutationFn: () =>
      createProductDeeplink({
        data: {
          productId: id,
          deviceType: isDesktop ? 'desktop' : 'mobile',
          goBackUrl: location.href,
          from: toApiQuery(resultsKey({ ...search, layout: 'grid', map: false })),
          avail:
            chosen && departure
              ? {
                  departureDate: chosen.date,
                  nightsNumber: chosen.nights,
                  daysNumber: chosen.days,
                  departureCityCode: departure.code,
                  departureCityLabel: departure.label,
                }
              : undefined,
        },
      }),
    onSuccess: (url) => window.location.assign(url),
  })

  const onBook = () => {
    if (!chosen) {
      setMissingDate(true)
      calendarRef.current?.querySelector<HTMLButtonElement>('button[data-available]')?.focus()
      return
    }
    book.mutate()
  }

  return (
    <section className={styles.priceBox} aria-labelledby="prix-titre">
      <h2 id="prix-titre" className={styles.boxTitle}>
        Prix et disponibilités
      </h2>
      {best.isPending ? (
        <Skeleton height={48} />
      ) : best.isError ? (
        <Alert tone="warning">{best.error.message}</Alert>
      ) : (
        <div className={styles.bestPrice}>
          <Price amount={best.data.price} prefix="Meilleur prix à partir de" unit={priceUnit(product)} size="lg" tone="brand" align="start" />
          <p className={styles.muted}>{`Départ le ${formatShortDate(best.data.date)} ${ofPlace(best.data.departure_city.label)}, ${best.data.nights} nuits`}</p>
        </div>
      )}

      {departures.isError ? (
        <Alert tone="warning">{departures.error.message}</Alert>
      ) : (
        <div className={styles.selects}>
          <Select
            label="Ville de départ"
            items={departures.data ?? []}
            selectedKey={code ?? null}
            onSelectionChange={(key) => key && set({ departureCity: String(key), departureDay: undefined })}
            isDisabled={!departures.data}
          >
            {(d) => (
              <SelectItem id={d.code} textValue={d.label}>
                {`${d.label} (dès ${formatPrice(d.min_price)})`}
              </SelectItem>
            )}
          </Select>
          <Select
            label="Durée"
            items={(durations.data ?? []).map((d) => ({ ...d, id: String(d.nights) }))}
            selectedKey={duration ? String(duration.nights) : null}
            onSelectionChange={(key) => key && set({ nights: Number(key), departureDay: undefined })}
            isDisabled={!durations.data}
          >
            {(d) => (
              <SelectItem id={d.id} textValue={d.label}>
                {`${d.label} (dès ${formatPrice(d.min_price)})`}
              </SelectItem>
            )}
          </Select>
          <PartyField
            party={party}
            roomTypes={product.room_types ?? []}
            housing={product.base_price_availability.price_type_bean.price_type_value === 'byHousing'}
            onChange={(next) => {
              const param = partyParam(next)
              set({ party: param === DEFAULT_PARTY_PARAM ? undefined : param })
            }}
          />
        </div>
      )}
      {durations.isError ? <Alert tone="warning">{durations.error.message}</Alert> : null}

      <div className={styles.monthNav}>
        <IconButton
          icon={ChevronLeft}
          variant="outline"
          size="sm"
          aria-label="Mois précédent"
          isDisabled={yearMonth <= current}
          onPress={() => set({ departureYearMonth: addMonths(yearMonth, -1), departureDay: undefined })}
        />
        <h3 className={styles.monthTitle} aria-live="polite">
          {monthLabel(yearMonth)}
        </h3>
        <IconButton
          icon={ChevronRight}
          variant="outline"
          size="sm"
          aria-label="Mois suivant"
          isDisabled={yearMonth >= addMonths(current, AVAILABILITY_MONTHS - 1)}
          onPress={() => set({ departureYearMonth: addMonths(yearMonth, 1), departureDay: undefined })}
        />
      </div>
      {prices.isError ? (
        <Alert tone="warning">{prices.error.message}</Alert>
      ) : (
        <>
          <p className={styles.calendarNote}>{`Prix en euros ${priceUnit(product)}`}</p>
          <div
            ref={calendarRef}
            className={styles.calendar}
            role="group"
            aria-label={`Départs de ${monthLabel(yearMonth)}`}
            aria-busy={prices.isFetching || undefined}
            data-loading={prices.isPlaceholderData || undefined}
          >
            {WEEKDAYS.map((d) => (
              <span key={d} className={styles.weekday} aria-hidden="true">
                {d}
              </span>
            ))}
            {monthGrid(yearMonth).map((date, i) => {
              if (!date) return <span key={`blank-${i}`} aria-hidden="true" />
              const day = Number(date.slice(8))
              const offer = byDate.get(date)
              if (!offer || !offer.available)
                return (
                  <span key={date} className={styles.day} data-unavailable aria-hidden="true">
                    {day}
                  </span>
                )
              const selected = search.departureDay === date
              return (
                <button
                  key={date}
                  type="button"
                  className={styles.day}
                  data-available
                  aria-pressed={selected}
                  onClick={() => {
                    setMissingDate(false)
                    set({ departureDay: date, departureYearMonth: yearMonth })
                  }}
                >
                  {/* Named by its visible text, the full date read instead of the day number. */}
                  <span aria-hidden="true">{day}</span>
                  <VisuallyHidden>{`${formatShortDate(date)} : `}</VisuallyHidden>
                  <span className={styles.dayPrice}>{formatAmountShort(offer.price)}</span>
                  <VisuallyHidden> €</VisuallyHidden>
                  {offer.seats_left <= 3 ? (
                    <VisuallyHidden>{offer.seats_left === 1 ? ', plus qu’une place' : `, plus que ${offer.seats_left} places`}</VisuallyHidden>
                  ) : null}
                </button>
              )
            })}
          </div>
        </>
      )}
      {prices.data && !prices.isPlaceholderData && prices.data.every((p) => !p.available) ? (
        <p className={styles.muted}>Aucun départ ce mois-ci pour cette durée. Essayez le mois suivant.</p>
      ) : null}

      <PartyPrice
        party={party}
        chosen={Boolean(chosen)}
        price={priced.data}
        error={priced.error}
        isFetching={priced.isFetching}
        isPending={priced.isPending && priced.fetchStatus !== 'idle'}
        withTransport={product.features.departure_cities.length > 0}
      />
      {missingDate && !chosen ? (
        <Alert tone="warning" live="alert">
          Choisissez une date de départ dans le calendrier.
        </Alert>
      ) : null}
      {book.isError ? (
        <Alert tone="error" live="alert">
          {userMessageOf(book.error)}
        </Alert>
      ) : null}
      <Button size="lg" fullWidth onPress={onBook} isLoading={book.isPending || book.isSuccess} loadingLabel="Redirection vers la réservation…">
        Réserver
      </Button>
    </section>
  )
}
