import { Button, Checkbox, CheckboxGroup, Radio, RadioGroup, Slider, ToggleButton, ToggleButtonGroup, formatPrice } from 'design-system'
import { useId, useState } from 'react'
import type { Key } from 'react-aria-components'
import type { FilterData } from '../../results'
import { TIME_BANDS, type FlightSearchParams } from '../../search.schema'
import type { Names } from './FlightCard'
import { activeFilterCount, EMPTY_FILTERS } from '../../filters'
import * as styles from './FlightResults.css'

type Params = FlightSearchParams
type Update = (patch: Partial<Params>) => void

/** The parts a mobile chip opens on its own ('Escales', 'Prix', 'Itinéraires', 'Compagnies'); 'emissions' shows with all of them only. */
export type FilterSection = 'scales' | 'price' | 'routes' | 'airlines' | 'emissions'

/** Airlines listed before 'Afficher plus'. */
const AIRLINES_SHOWN = 8

const SCALE_LABELS = { all: 'Tous les vols', direct: 'Direct uniquement', '1-scale': "Jusqu'à 1 escale", '2-scale': "Jusqu'à 2 escales" } as const
const BAND_LABELS = { '0-6': '0h - 6h', '6-12': '6h - 12h', '12-18': '12h - 18h', '18-24': '18h - 24h' } as const

function TimeBands({ label, value, onChange }: { label: string; value: string | undefined; onChange: (band: Params['flightTime']) => void }) {
  const id = useId()
  return (
    <div className={styles.filterGroup}>
      <span className={styles.filterLabel} id={id}>
        {label}
      </span>
      <ToggleButtonGroup
        aria-labelledby={id}
        selectionMode="single"
        selectedKeys={value ? [value] : []}
        onSelectionChange={(keys) => {
          const [band] = [...keys] as Key[]
          onChange(band as Params['flightTime'])
        }}
      >
        {TIME_BANDS.map((band) => (
          <ToggleButton key={band} id={band}>
            {BAND_LABELS[band]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </div>
  )
}

function Airlines({ params, data, names, update }: { params: Params; data: FilterData; names: Names; update: Update }) {
  const [expanded, setExpanded] = useState(false)
  const selected = params.airlinesSelected ?? []
  const hidden = data.airlines.length - AIRLINES_SHOWN
  // Collapsed: the cheapest ones, plus any selected further down (a choice never hides).
  const shown = expanded || hidden <= 0 ? data.airlines : data.airlines.filter((a, i) => i < AIRLINES_SHOWN || selected.includes(a.carrier))
  return (
    <div className={styles.filterGroup}>
      <CheckboxGroup label="Compagnies" value={selected} onChange={(v) => update({ airlinesSelected: v.length ? v : undefined })}>
        {shown.map((a) => (
          <Checkbox key={a.carrier} value={a.carrier}>
            <span className={styles.airlineOption}>
              <span>{names.airlines[a.carrier]?.name ?? a.carrier}</span>
              <span className={styles.airlinePrice}>{formatPrice(a.price)}</span>
            </span>
          </Checkbox>
        ))}
      </CheckboxGroup>
      {hidden > 0 ? (
        <Button variant="ghost" size="sm" className={styles.showMore} aria-expanded={expanded} onPress={() => setExpanded((e) => !e)}>
          {expanded ? 'Afficher moins' : `Afficher plus (${hidden})`}
        </Button>
      ) : null}
    </div>
  )
}

/**
 * 'Filtrer par': stops, night stops, experience, price, duration, times, airports, airlines;
 * or one `section` of them (a mobile chip's drawer).
 */
export default function FlightFilters({
  params,
  data,
  names,
  legs,
  update,
  section,
}: {
  params: Params
  data: FilterData
  names: Names
  legs: number
  update: Update
  section?: FilterSection
}) {
  const id = useId()
  const show = (part: FilterSection) => !section || section === part
  const perPerson = params.maxPriceType === 'per-person'
  const floor = (n: number) => Math.floor(n / 100) * 100
  const ceil = (n: number) => Math.ceil(n / 100) * 100
  const min = floor(perPerson ? data.minPricePerPerson : data.minPrice)
  const max = Math.max(min + 100, ceil(perPerson ? data.maxPricePerPerson : data.maxPrice))
  const maxHours = Math.max(1, Math.ceil(data.maxTravelTime / 60))
  const minHours = Math.max(1, Math.floor(data.minTravelTime / 60))
  const routes = params.routes ?? []
  const setAirports = (index: number, side: 'departureAirports' | 'arrivalAirports', codes: string[]) => {
    const next = Array.from({ length: Math.max(routes.length, index + 1) }, (_, i) => routes[i] ?? { departureAirports: [], arrivalAirports: [] })
    next[index] = { ...next[index]!, [side]: codes }
    update({ routes: next.some((r) => r.departureAirports.length + r.arrivalAirports.length > 0) ? next : undefined })
  }

  return (
    <div className={styles.filters}>
      {show('scales') ? (
        <>
          <RadioGroup label="Escales" value={params.scales} onChange={(v) => update({ scales: v as Params['scales'] })}>
            {(Object.keys(SCALE_LABELS) as Array<keyof typeof SCALE_LABELS>).map((k) => (
              <Radio key={k} value={k}>
                {SCALE_LABELS[k]}
              </Radio>
            ))}
          </RadioGroup>
          <Checkbox isSelected={params.oneNightScale === false} onChange={(on) => update({ oneNightScale: on ? false : undefined })}>
            Sans escale de nuit
          </Checkbox>
          <RadioGroup
            label="Expérience de voyage"
            value={params.experience ?? 'any'}
            onChange={(v) => update({ experience: v === 'any' ? undefined : (v as Params['experience']) })}
          >
            <Radio value="any">Indifférent</Radio>
            <Radio value="no-night-flight">Pas de vol de nuit</Radio>
            <Radio value="short-scales">Escales courtes</Radio>
          </RadioGroup>
        </>
      ) : null}
      {show('price') ? (
        <div className={styles.filterGroup}>
          <Slider
            label="Prix maximum"
            minValue={min}
            maxValue={max}
            step={100}
            value={Math.min(params.maxPrice ?? max, max)}
            formatOptions={{ style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }}
            onChangeEnd={(v: number) => update({ maxPrice: v >= max ? undefined : v })}
          />
          <RadioGroup
            aria-label="Type de prix"
            orientation="horizontal"
            value={params.maxPriceType}
            onChange={(v) => update({ maxPriceType: v as Params['maxPriceType'], maxPrice: undefined })}
          >
            <Radio value="per-person">Par Personne</Radio>
            <Radio value="total">Prix total</Radio>
          </RadioGroup>
          <Checkbox isSelected={params.checkedBag === true} onChange={(on) => update({ checkedBag: on || undefined })}>
            Bagage en soute inclus
          </Checkbox>
        </div>
      ) : null}
      {show('emissions') ? (
        <div className={styles.filterGroup} role="group" aria-labelledby={`${id}-co2`}>
          <span className={styles.filterLabel} id={`${id}-co2`}>
            Émissions de CO₂
          </span>
          <Checkbox isSelected={params.lowEmissions === true} onChange={(on) => update({ lowEmissions: on || undefined })}>
            Émissions plus faibles uniquement
          </Checkbox>
        </div>
      ) : null}
      {show('routes') && maxHours > minHours ? (
        <Slider
          label="Durée maximale par trajet"
          minValue={minHours}
          maxValue={maxHours}
          step={1}
          value={Math.min(params.maxDuration ?? maxHours, maxHours)}
          formatOptions={{ style: 'unit', unit: 'hour', unitDisplay: 'narrow' }}
          onChangeEnd={(v: number) => update({ maxDuration: v >= maxHours ? undefined : v })}
        />
      ) : null}
      {show('routes') ? <TimeBands label="Heure de départ à l'aller" value={params.flightTime} onChange={(band) => update({ flightTime: band })} /> : null}
      {show('routes') && legs > 1 ? (
        <TimeBands label="Heure de départ au retour" value={params.flightTimeReturn} onChange={(band) => update({ flightTimeReturn: band })} />
      ) : null}
      {!show('routes')
        ? null
        : data.airports.slice(0, 2).flatMap((side) =>
            (
              [
                ['departureAirports', side.from, side.routeIndex === 0 ? 'Aéroports de départ (aller)' : 'Aéroports de départ (retour)'],
                ['arrivalAirports', side.to, side.routeIndex === 0 ? "Aéroports d'arrivée (aller)" : "Aéroports d'arrivée (retour)"],
              ] as const
            )
              .filter(([, codes]) => codes.length > 1)
              .map(([key, codes, label]) => (
                <CheckboxGroup
                  key={`${side.routeIndex}-${key}`}
                  label={label}
                  value={routes[side.routeIndex]?.[key] ?? []}
                  onChange={(v) => setAirports(side.routeIndex, key, v)}
                >
                  {codes.map((code) => (
                    <Checkbox key={code} value={code}>
                      {names.places[code]?.name ?? code} ({code})
                    </Checkbox>
                  ))}
                </CheckboxGroup>
              )),
          )}
      {show('airlines') ? <Airlines params={params} data={data} names={names} update={update} /> : null}
      <Button variant="tertiary" onPress={() => update(EMPTY_FILTERS)} isDisabled={activeFilterCount(params) === 0}>
        Réinitialiser les filtres
      </Button>
    </div>
  )
}
