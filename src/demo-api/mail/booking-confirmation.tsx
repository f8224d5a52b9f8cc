import { Body, Button, Container, Head, Heading, Hr, Html, Preview, render, Section, Text } from '@react-email/components'
import { calendarFileName, flightCalendar, flightTitle } from '~/lib/flight-calendar'
import { formatFlightTime } from '~/lib/format'
import { orderView } from '../orders'
import { AIRPORTS_BY_CODE } from '../seed/airports'
import { store, type Order } from '../store'

/**
 * The confirmation e-mail the API sends after a payment, to the booking's contact: reference,
 * itinerary (local and UTC times), travellers, total, a link to the booking's page and the
 * flights as an .ics attachment. HTML by react-email, with its plain-text part.
 */

const money = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })
const str = (v: unknown) => (typeof v === 'string' ? v : '')
const SALUTATIONS: Record<string, string> = { MR: 'Monsieur', MRS: 'Madame', MS: 'Madame' }
const CATEGORIES: Record<string, string> = { ADT: 'Adulte', CHD: 'Enfant', INF: 'Bébé' }

type View = ReturnType<typeof orderView>

export interface ConfirmationContent {
  reference: string | null
  payer: string
  flights: { title: string; route: string; departure: string; arrival: string }[]
  travellers: string[]
  total: string
  /** The booking's page (a site path). */
  link: string | null
  agency: string | null
}

export function confirmationContent(view: View): ConfirmationContent {
  const reference = view.status__name === 'CONFIRMED' ? (view.ticket?.travel_data?.passenger_name_record ?? null) : null
  const zone = (code: string) => AIRPORTS_BY_CODE.get(code)?.timeZone
  const client = view.client ?? {}
  return {
    reference,
    payer: [SALUTATIONS[str(client.title).toUpperCase()], str(client.first_name), str(client.last_name)].filter(Boolean).join(' '),
    flights: (view.ticket?.travel_data?.transports ?? []).map((t) => ({
      title: flightTitle(t),
      route: `${t.departure_city_name} (${t.departure}) → ${t.arrival_city_name} (${t.arrival})`,
      departure: formatFlightTime(t.service_period.start, zone(t.departure)),
      arrival: formatFlightTime(t.service_period.end, zone(t.arrival)),
    })),
    travellers: view.passengers.map((p) => `${[p.first_name, p.last_name].join(' ')} (${CATEGORIES[p.category] ?? p.category})`),
    total: money.format(view.payment?.amount ?? view.amount),
    link: reference ? `/trip?reference=${encodeURIComponent(reference)}` : null,
    agency:
      view.agency__name && view.agency_data
        ? `${view.agency__name}, ${view.agency_data.address}, ${view.agency_data.postal_code} ${view.agency_data.city} · ${view.agency_data.phone}`
        : null,
  }
}

const INK = '#1a1a2e'
const MUTED = '#4a4a5a'
const ACCENT = '#1d3557'
const text = { color: INK, fontSize: '15px', lineHeight: '22px', margin: '0 0 8px' }
const muted = { ...text, color: MUTED, fontSize: '14px' }

export function ConfirmationEmail({ c, orderId, attachment }: { c: ConfirmationContent; orderId: number; attachment: string }) {
  return (
    <Html lang="fr">
      <Head />
      <Preview>{c.reference ? `Référence dossier ${c.reference} : votre voyage en un coup d'œil` : `Commande n° ${orderId} : paiement enregistré`}</Preview>
      <Body style={{ backgroundColor: '#f4f5f8', fontFamily: 'Helvetica, Arial, sans-serif', margin: 0, padding: '24px 0' }}>
        <Container style={{ backgroundColor: '#ffffff', borderRadius: '8px', padding: '24px', maxWidth: '560px' }}>
          <Text style={{ ...text, color: ACCENT, fontWeight: 700 }}>Horizon Voyages</Text>
          <Heading as="h1" style={{ color: INK, fontSize: '22px', margin: '0 0 16px' }}>
            {c.reference ? 'Votre réservation est confirmée' : 'Votre paiement est enregistré'}
          </Heading>
          <Text style={text}>Bonjour {c.payer || 'et merci'},</Text>
          <Text style={text}>
            {c.reference
              ? 'Merci pour votre réservation. Voici son récapitulatif.'
              : "La compagnie n'a pas encore confirmé votre billet : votre agence vous communiquera la référence de votre dossier."}
          </Text>
          <Text style={{ ...text, fontSize: '17px' }}>
            Référence dossier : <strong>{c.reference ?? 'En attente de référence dossier'}</strong>
          </Text>
          <Text style={muted}>Commande n° {orderId}</Text>
          <Hr />
          <Heading as="h2" style={{ color: INK, fontSize: '17px', margin: '0 0 8px' }}>
            Votre itinéraire
          </Heading>
          {c.flights.map((f) => (
            <Section key={f.title + f.departure} style={{ marginBottom: '12px' }}>
              <Text style={{ ...text, fontWeight: 700, margin: 0 }}>{f.title}</Text>
              <Text style={{ ...muted, margin: 0 }}>{f.route}</Text>
              <Text style={{ ...muted, margin: 0 }}>Départ : {f.departure}</Text>
              <Text style={{ ...muted, margin: 0 }}>Arrivée : {f.arrival}</Text>
            </Section>
          ))}
          <Heading as="h2" style={{ color: INK, fontSize: '17px', margin: '8px 0' }}>
            Voyageurs
          </Heading>
          {c.travellers.map((t) => (
            <Text key={t} style={{ ...text, margin: 0 }}>
              {t}
            </Text>
          ))}
          <Hr />
          <Text style={{ ...text, fontSize: '17px' }}>
            Total payé : <strong>{c.total}</strong>
          </Text>
          <Text style={muted}>Tous frais, taxes, suppléments et frais de service inclus.</Text>
          {c.link ? (
            <Button href={c.link} style={{ backgroundColor: ACCENT, color: '#ffffff', borderRadius: '6px', padding: '12px 20px', fontWeight: 700 }}>
              Voir ma réservation
            </Button>
          ) : null}
          {c.flights.length > 0 ? <Text style={{ ...muted, marginTop: '16px' }}>Le fichier joint {attachment} ajoute vos vols à votre agenda.</Text> : null}
          {c.agency ? <Text style={muted}>Votre agence : {c.agency}</Text> : null}
        </Container>
      </Body>
    </Html>
  )
}

/** Puts the confirmation of a paid order in the mailbox of its contact (the payer's e-mail); nothing without one. */
export async function sendBookingConfirmation(order: Order): Promise<void> {
  const view = orderView(order)
  const to = str(view.client?.email)
  if (!to) return
  const c = confirmationContent(view)
  const filename = calendarFileName(c.reference, String(order.id))
  const email = <ConfirmationEmail c={c} orderId={order.id} attachment={filename} />
  const [html, text] = await Promise.all([render(email), render(email, { plainText: true })])
  const transports = view.ticket?.travel_data?.transports ?? []
  store.sendMail({
    to,
    // The browser that booked (its reservation token), as for the mail it asks for.
    owner: order.token,
    kind: 'booking-confirmation',
    subject: c.reference ? `Votre réservation ${c.reference} est confirmée` : `Votre paiement est enregistré (commande n° ${order.id})`,
    ...(c.link ? { link: c.link } : {}),
    text,
    html,
    ...(transports.length
      ? {
          attachments: [
            {
              filename,
              contentType: 'text/calendar; charset=utf-8',
              content: flightCalendar({ reference: c.reference, orderId: String(order.id), flights: transports }),
            },
          ],
        }
      : {}),
  })
}
