import type { TripDetail } from '~/api-contract/trips'
import { calendarFileName, flightCalendar, type CalendarFlight } from '~/lib/flight-calendar'

/** A booking's flights as a calendar file: one event per flight, at the UTC instants of its page. */

export const tripCalendarFlights = (trip: TripDetail): CalendarFlight[] =>
  trip.legs.flatMap((leg) =>
    leg.flights.map((f) => ({
      departure: f.departure.airport,
      arrival: f.arrival.airport,
      departure_city_name: f.departure.city_name,
      arrival_city_name: f.arrival.city_name,
      carrier: f.carrier,
      flight_number: f.flight_number,
      service_period: { start: f.departure.utc, end: f.arrival.utc },
    })),
  )

/** `voyage-K3V9QA.ics` / `.pdf` */
export const tripFileName = (trip: TripDetail, extension: 'ics' | 'pdf') =>
  calendarFileName(trip.reference, String(trip.order_id)).replace(/\.ics$/, `.${extension}`)

/** The .ics text; `url` is the booking's page (absolute). */
export const tripCalendar = (trip: TripDetail, url?: string) =>
  flightCalendar({ reference: trip.reference, orderId: String(trip.order_id), flights: tripCalendarFlights(trip), url })
