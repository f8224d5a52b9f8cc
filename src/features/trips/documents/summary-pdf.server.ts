import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib'
import type { TripDetail } from '~/api-contract/trips'
import { formatPrice } from 'design-system'
import { openingLines, openingText } from '~/features/agencies'
import { PASSENGER_TYPE_LABELS, PAYMENT_METHOD_LABELS, scheduleLines } from '~/features/booking'
import { formatFlightTime, formatUtcDateTime, legLabel } from '~/lib/format'
import { formatPhone } from '~/lib/phone'
import { TRIP_STATUS_LABELS } from '../trip-format'

/** A booking's summary as an A4 PDF (pdf-lib, Helvetica): what its page shows, to keep or print. */

const A4: [number, number] = [595.28, 841.89]
const MARGIN = 50
const INK = rgb(0.1, 0.1, 0.18)
const MUTED = rgb(0.29, 0.29, 0.35)
const ACCENT = rgb(0.11, 0.21, 0.34)

/** A top-down writer: wraps lines to the page's width and starts a new page when one is full. */
class Writer {
  private page: PDFPage
  private y = A4[1] - MARGIN
  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage(A4)
  }

  /** Helvetica's WinAnsi encoding has no arrow nor narrow no-break space (French number formats): their nearest. */
  private readonly charsets = new Map<PDFFont, Set<number>>()
  private encodable(text: string, font: PDFFont): string {
    let set = this.charsets.get(font)
    if (!set) this.charsets.set(font, (set = new Set(font.getCharacterSet())))
    return [...text.replace(/→/g, '>').replace(/[\u202f\u00a0]/g, ' ')].map((c) => (set.has(c.codePointAt(0)!) ? c : '?')).join('')
  }

  text(value: string, { size = 10, bold = false, color = INK, gap = 4 }: { size?: number; bold?: boolean; color?: typeof INK; gap?: number } = {}) {
    const font = bold ? this.bold : this.regular
    const width = A4[0] - 2 * MARGIN
    const words = this.encodable(value, font).split(' ')
    let line = ''
    const lines: string[] = []
    for (const word of words) {
      const next = line ? `${line} ${word}` : word
      if (line && font.widthOfTextAtSize(next, size) > width) {
        lines.push(line)
        line = word
      } else line = next
    }
    lines.push(line)
    for (const l of lines) {
      if (this.y - size < MARGIN) {
        this.page = this.doc.addPage(A4)
        this.y = A4[1] - MARGIN
      }
      this.y -= size
      this.page.drawText(l, { x: MARGIN, y: this.y, size, font, color })
      this.y -= gap
    }
  }

  heading(value: string) {
    this.y -= 10
    this.text(value, { size: 13, bold: true, color: ACCENT, gap: 6 })
  }
}

export async function tripSummaryPdf(trip: TripDetail): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setTitle(`Récapitulatif de réservation ${trip.reference}`)
  doc.setAuthor('Horizon Voyages')
  doc.setLanguage('fr-FR')
  const w = new Writer(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold))

  w.text('Horizon Voyages', { size: 11, bold: true, color: ACCENT })
  w.text('Récapitulatif de réservation', { size: 20, bold: true, gap: 10 })
  w.text(`Référence dossier : ${trip.reference}`, { size: 12, bold: true })
  w.text(`Statut : ${TRIP_STATUS_LABELS[trip.status]}`)
  w.text(`Commande n° ${trip.order_id}, créée le ${formatUtcDateTime(trip.created_at)} (heure UTC)`, { color: MUTED })

  w.heading('Itinéraire')
  trip.legs.forEach((leg, i) => {
    w.text(legLabel(i, trip.legs.length), { bold: true, color: ACCENT })
    for (const f of leg.flights) {
      const place = (p: TripDetail['legs'][number]['flights'][number]['departure']) =>
        `${p.city_name}, ${p.airport_name} (${p.airport})${p.terminal ? `, terminal ${p.terminal}` : ''}`
      w.text(
        `${f.equipment === 'TRN' ? 'Train' : 'Vol'} ${f.carrier} ${f.flight_number} · ${f.carrier_name} : ${f.departure.city_name} (${f.departure.airport}) → ${f.arrival.city_name} (${f.arrival.airport})`,
        { bold: true },
      )
      w.text(`Départ : ${place(f.departure)}, ${formatFlightTime(f.departure.utc, f.departure.time_zone)}`)
      w.text(`Arrivée : ${place(f.arrival)}, ${formatFlightTime(f.arrival.utc, f.arrival.time_zone)}`, { gap: 8 })
    }
  })

  w.heading('Voyageurs')
  for (const t of trip.travellers) w.text(`${t.first_name} ${t.last_name} (${PASSENGER_TYPE_LABELS[t.category]})`)

  if (trip.payer) {
    w.heading('Payeur')
    w.text(`${trip.payer.first_name} ${trip.payer.last_name}`)
    w.text([trip.payer.email, formatPhone('', trip.payer.phone)].filter(Boolean).join(' · '))
  }

  const c = trip.conditions
  w.heading(`Tarif ${c.fare_name} et bagages`)
  for (const b of c.baggage) w.text(`${b.name} : ${b.included ? 'inclus' : 'non inclus'}`)
  w.text(`Modification : ${c.changeable ? 'possible' : 'non autorisée'}`)
  w.text(`Remboursement : ${c.refundable ? 'possible' : 'non remboursable'}`)

  w.heading('Options et assurance')
  if (trip.options.length === 0 && !trip.insurance) w.text('Aucune option ni assurance.')
  for (const o of trip.options) w.text(`${o.name}${o.traveller ? ` (${o.traveller})` : ''} : ${o.price > 0 ? formatPrice(o.price) : 'inclus'}`)
  if (trip.insurance) w.text(`${trip.insurance.title} : ${formatPrice(trip.insurance.price)}`)

  w.heading('Paiement')
  w.text(`${trip.payment?.status === 'paid' ? 'Total payé' : 'Total'} : ${formatPrice(trip.total)}`, { size: 12, bold: true })
  if (trip.payment) {
    const contract = trip.payment.contract as keyof typeof PAYMENT_METHOD_LABELS
    w.text(`Moyen de paiement : ${PAYMENT_METHOD_LABELS[contract] ?? trip.payment.contract}`)
    if (trip.payment.instalments.length > 0) {
      w.text('Échéancier :', { bold: true })
      for (const line of scheduleLines(trip.payment.instalments)) w.text(`${line.date} : ${line.amount}`)
    }
  }
  w.text('Tous frais, taxes, suppléments et frais de service inclus.', { color: MUTED })

  const agency = trip.agency
  if (agency) {
    w.heading(`Votre agence : ${agency.name}`)
    w.text(`${agency.address}, ${agency.postal_code} ${agency.city} · ${agency.phone}`)
    if (agency.email) w.text(agency.email)
    w.text("Horaires d'ouverture :", { bold: true })
    for (const line of openingLines(agency.openings)) w.text(`${line.label} : ${openingText(line)}`)
  }
  return doc.save()
}
