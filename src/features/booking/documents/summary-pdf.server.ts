import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib'
import { formatPrice } from 'design-system'
import { openingLines, openingText } from '~/features/agencies'
import { formatUtcDateTime } from '~/lib/format'
import { toCents, toEuros } from '../model/money'
import { PAYMENT_METHOD_LABELS } from '../model/payment-methods'
import { bookingReference, bookingStatusLabel, flightTime, passengerLine, personName, type BookingDocumentInput } from './booking-document'

/** The booking summary as an A4 PDF (pdf-lib, Helvetica): what the booking's page shows, to keep or print. */

const A4: [number, number] = [595.28, 841.89]
const MARGIN = 50
const INK = rgb(0.1, 0.1, 0.18)
const MUTED = rgb(0.29, 0.29, 0.35)
const ACCENT = rgb(0.11, 0.21, 0.34)

const str = (v: unknown) => (typeof v === 'string' ? v : '')

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

export async function bookingSummaryPdf({ order, agency, timeZones, options, insurance }: BookingDocumentInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const reference = bookingReference(order)
  doc.setTitle(reference ? `Récapitulatif de réservation ${reference}` : `Récapitulatif de la commande n° ${order.id}`)
  doc.setAuthor('Horizon Voyages')
  doc.setLanguage('fr-FR')
  const w = new Writer(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold))

  w.text('Horizon Voyages', { size: 11, bold: true, color: ACCENT })
  w.text('Récapitulatif de réservation', { size: 20, bold: true, gap: 10 })
  w.text(`Référence dossier : ${reference ?? 'En attente de référence dossier'}`, { size: 12, bold: true })
  w.text(`Statut : ${bookingStatusLabel(order)}`)
  w.text(`Commande n° ${order.id}, créée le ${formatUtcDateTime(order.created_at)} (heure UTC)`, { color: MUTED })

  const transports = order.ticket?.travel_data?.transports ?? []
  w.heading('Itinéraire')
  if (transports.length === 0) w.text('Les vols de cette réservation ne sont pas encore connus.')
  for (const t of transports) {
    w.text(`Vol ${t.carrier} ${t.flight_number} : ${t.departure_city_name} (${t.departure}) → ${t.arrival_city_name} (${t.arrival})`, { bold: true })
    w.text(`Départ : ${flightTime(t.service_period.start, t.departure, timeZones)}`)
    w.text(`Arrivée : ${flightTime(t.service_period.end, t.arrival, timeZones)}`, { gap: 8 })
  }

  w.heading('Voyageurs')
  for (const p of order.passengers) w.text(passengerLine(p))

  if (order.client) {
    const c = order.client
    w.heading('Payeur')
    w.text(personName(c))
    const contact = [str(c.email), str(c.phone) ? `${str(c.phone_country_prefix)} ${str(c.phone)}`.trim() : ''].filter(Boolean).join(' · ')
    if (contact) w.text(contact)
    const address = [str(c.address), `${str(c.postal_code)} ${str(c.city)}`.trim(), str(c.country)].filter(Boolean).join(', ')
    if (address) w.text(address)
  }

  w.heading('Options et assurance')
  if (options.length === 0 && !insurance) w.text('Aucune option ni assurance.')
  for (const o of options) w.text(`${o.name}${o.priceCents > 0 ? ` : ${formatPrice(toEuros(o.priceCents))}` : ' : inclus'}`)
  if (insurance) w.text(`Assurance : ${insurance}`)

  w.heading('Paiement')
  const paid = order.payment?.status === 'paid'
  w.text(`${paid ? 'Total payé' : 'Total'} : ${formatPrice(toEuros(toCents(order.payment?.amount ?? order.amount)))}`, { size: 12, bold: true })
  const contract = (order.payment?.contract ?? order.agency_contract) as keyof typeof PAYMENT_METHOD_LABELS | null
  if (contract) w.text(`Moyen de paiement : ${PAYMENT_METHOD_LABELS[contract] ?? contract}`)
  w.text('Tous frais, taxes, suppléments et frais de service inclus.', { color: MUTED })

  if (order.agency__name) {
    w.heading(`Votre agence : ${order.agency__name}`)
    const data = order.agency_data
    if (data) w.text(`${data.address}, ${data.postal_code} ${data.city} · ${data.phone}`)
    if (agency?.email) w.text(agency.email)
    if (agency) {
      w.text("Horaires d'ouverture :", { bold: true })
      for (const line of openingLines(agency.agency_openings)) w.text(`${line.label} : ${openingText(line)}`)
    }
  }
  return doc.save()
}
