import { ArrowLeftRight, ArrowRight, Plus, Search, Trash2 } from 'lucide-react'
import { AlertDialog, Button, IconButton, Tab, TabList, TabPanel, Tabs, type TabKey } from 'design-system'
import { MAX_SEGMENTS } from '~/api-contract/constants'
import { calendarPricesOf } from '../../month-prices'
import type { KnownPlaces, SearchUrlParams } from '../../search-url'
import { TRIP_TYPE_LABELS, TRIP_TYPES, type TripType } from '../../trip-types'
import { DateField, RangeDatesField } from './DatesField'
import { LocationField } from './LocationField'
import { PassengersField } from './PassengersField'
import { useSearchForm } from './use-search-form'
import * as styles from './SearchForm.css'

export interface SearchFormProps {
  /** 'banner': the /vol landing; 'compact': 'Modifier la recherche' on /search. */
  variant?: 'banner' | 'compact'
  /** The /search URL to start from (modify a search). Without it, the last search prefills. */
  initialParams?: SearchUrlParams
  /** The trip type asked by the URL: it wins over the last search. */
  initialType?: TripType
  onTypeChange?: (type: TripType) => void
  /** After a search is sent (e.g. to close the drawer it sits in). */
  onSearched?: () => void
  /** The server's lookup of the URL's codes: names, and unknown codes left as typed text. */
  known?: KnownPlaces
  /** Messages the server found in the URL, by field path: shown until the field changes or a submit. */
  initialErrors?: Record<string, string>
}

/**
 * The flight search form: tabs for the trip type, departure / destination with suggestions,
 * swap, dates, passengers, multi-destination rows; validated on submit (then on change),
 * cached in localStorage and sent to /search with the spec's parameter names.
 */
export default function SearchForm(props: SearchFormProps) {
  const { variant = 'banner' } = props
  const { form, formRef, bounds, values, submitting, error, set, clearing, setType, swap, placeHandlers, rowHandlers, addRow, returnTicket } =
    useSearchForm(props)

  const passengers = { adults: values.adults, childrens: values.childrens, infants: values.infants }
  const passengerError = error('adults') ?? error('childrens') ?? error('infants')
  const passengersField = (
    <PassengersField
      className={styles.passengers}
      value={passengers}
      onChange={(p) => {
        set('adults', p.adults)
        set('childrens', p.childrens)
        set('infants', p.infants)
      }}
      onClear={clearing(() => {
        set('adults', 1)
        set('childrens', 0)
        set('infants', 0)
      })}
      errorMessage={passengerError}
    />
  )
  const submit = (
    <Button
      type="submit"
      size="lg"
      className={styles.submit}
      isLoading={submitting}
      isDisabled={submitting}
      loadingLabel="Recherche en cours…"
      iconStart={<Search size={20} aria-hidden="true" />}
    >
      Rechercher
    </Button>
  )

  const simpleFields = (type: TripType) => (
    <div className={styles.bar} data-type={type}>
      <div className={styles.places}>
        <LocationField
          kind="departure"
          label="Départ"
          className={styles.place}
          value={values.from}
          inputValue={values.fromInputValue}
          errorMessage={error('from')}
          {...placeHandlers('from')}
        />
        <div className={styles.swap}>
          <IconButton
            icon={ArrowLeftRight}
            variant="outline"
            size="sm"
            aria-label="Inverser le départ et la destination"
            isDisabled={!values.from || !values.to}
            onPress={swap}
          />
        </div>
        <LocationField
          kind="destination"
          label="Destination"
          className={styles.place}
          value={values.to}
          inputValue={values.toInputValue}
          errorMessage={error('to')}
          {...placeHandlers('to')}
        />
      </div>
      {type === 'roundTrip' ? (
        <RangeDatesField
          min={bounds.min}
          max={bounds.max}
          departure={values.departure}
          return={values.return}
          onChange={(d) => {
            set('departure', d.departure)
            set('return', d.return)
          }}
          onClearDeparture={clearing(() => set('departure', ''))}
          onClearReturn={clearing(() => set('return', ''))}
          departureError={error('departure')}
          returnError={error('return')}
          prices={calendarPricesOf(values, false)}
        />
      ) : (
        <DateField
          className={styles.singleDate}
          min={bounds.min}
          max={bounds.max}
          value={values.departure}
          onChange={(d) => set('departure', d)}
          onClear={clearing(() => set('departure', ''))}
          errorMessage={error('departure')}
          prices={calendarPricesOf(values, true)}
        />
      )}
      {passengersField}
      {submit}
    </div>
  )

  const rows = values.destinations
  const multiFields = (
    <div className={styles.multi}>
      <ol className={styles.rows} aria-label="Vols">
        {rows.map((row, i) => (
          <li key={i} className={styles.row}>
            <span className={styles.rowTitle}>Vol {i + 1}</span>
            <LocationField
              kind="departure"
              label="Départ"
              className={styles.place}
              value={row.from}
              inputValue={row.fromInputValue}
              errorMessage={error(`destinations[${i}].from`)}
              {...rowHandlers(i, 'from')}
            />
            <ArrowRight size={18} aria-hidden="true" className={styles.rowArrow} />
            <LocationField
              kind="destination"
              label="Destination"
              className={styles.place}
              value={row.to}
              inputValue={row.toInputValue}
              errorMessage={error(`destinations[${i}].to`)}
              {...rowHandlers(i, 'to')}
            />
            <DateField
              className={styles.singleDate}
              label="Date"
              min={bounds.min}
              max={bounds.max}
              value={row.departure}
              onChange={(d) => form.setFieldValue(`destinations[${i}].departure`, d)}
              onClear={clearing(() => form.setFieldValue(`destinations[${i}].departure`, ''))}
              errorMessage={error(`destinations[${i}].departure`)}
            />
            <IconButton
              icon={Trash2}
              variant="ghost"
              size="md"
              aria-label={`Supprimer le vol ${i + 1}`}
              isDisabled={rows.length <= 1}
              onPress={() => form.removeFieldValue('destinations', i)}
            />
          </li>
        ))}
      </ol>
      {error('destinations') && (
        <p className={styles.formError} role="alert">
          {error('destinations')}
        </p>
      )}
      <div className={styles.multiFooter}>
        <Button variant="secondary" iconStart={<Plus size={18} aria-hidden="true" />} isDisabled={rows.length >= MAX_SEGMENTS} onPress={addRow}>
          Ajouter un vol
        </Button>
        {passengersField}
        {submit}
      </div>
    </div>
  )

  return (
    <form
      className={styles.form}
      data-variant={variant}
      ref={formRef}
      noValidate
      aria-label="Rechercher un vol"
      onSubmit={(e) => {
        e.preventDefault()
        e.stopPropagation()
        void form.handleSubmit()
      }}
    >
      <Tabs variant="pill" selectedKey={values._type} onSelectionChange={(key: TabKey) => setType(key as TripType)}>
        <TabList aria-label="Type de voyage">
          {TRIP_TYPES.map((type) => (
            <Tab key={type} id={type}>
              {TRIP_TYPE_LABELS[type]}
            </Tab>
          ))}
        </TabList>
        {TRIP_TYPES.map((type) => (
          <TabPanel key={type} id={type}>
            {type === 'multiDestinations' ? multiFields : simpleFields(type)}
          </TabPanel>
        ))}
      </Tabs>
      <AlertDialog
        isOpen={returnTicket.isOpen}
        onOpenChange={returnTicket.onOpenChange}
        title="Billet retour obligatoire"
        actionLabel="Passer en Aller/Retour"
        cancelLabel="Annuler"
        onAction={returnTicket.toRoundTrip}
      >
        <p>
          Les autorités de votre destination ({values.to?.countryName ?? values.to?.countryCode}) exigent un billet retour pour entrer sur leur territoire.
          Passez en Aller/Retour pour rechercher votre voyage.
        </p>
      </AlertDialog>
    </form>
  )
}
