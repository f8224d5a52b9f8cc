import type { ReactNode } from 'react'
import { CalendarPlus, FileDown } from 'lucide-react'
import { buttonClassName } from 'design-system'
import { BOOKING_DOCUMENT_PATHS, bookingDocumentHrefs } from '../../documents/hrefs'

type DocumentsKey = { order_id: string } | { reference: string } | { reference: string; email: string }

/**
 * A confirmed booking's two downloads (files served by the server, not router pages): its
 * flights for a calendar and its PDF summary. By this session's order or, for the signed-in
 * owner, by reference: plain links; with the booking's e-mail (the /trip lookup): small forms
 * that post the reference and e-mail, so the e-mail never sits in a URL.
 */
export function BookingDocuments({ of, calendar = true }: { of: DocumentsKey; calendar?: boolean }) {
  const items: { kind: 'calendar' | 'summary'; label: string; icon: ReactNode; type: string }[] = [
    ...(calendar
      ? [{ kind: 'calendar' as const, label: 'Ajouter au calendrier', icon: <CalendarPlus size={18} aria-hidden="true" />, type: 'text/calendar' }]
      : []),
    { kind: 'summary', label: 'Télécharger le récapitulatif', icon: <FileDown size={18} aria-hidden="true" />, type: 'application/pdf' },
  ]
  if ('email' in of) {
    return items.map((item) => (
      <form key={item.kind} method="post" action={BOOKING_DOCUMENT_PATHS[item.kind]} style={{ display: 'contents' }}>
        <input type="hidden" name="reference" value={of.reference} />
        <input type="hidden" name="email" value={of.email} />
        <button type="submit" className={buttonClassName({ variant: 'secondary' })}>
          {item.icon}
          {item.label}
        </button>
      </form>
    ))
  }
  const hrefs = bookingDocumentHrefs(of)
  return items.map((item) => (
    <a key={item.kind} href={hrefs[item.kind]} download type={item.type} className={buttonClassName({ variant: 'secondary' })}>
      {item.icon}
      {item.label}
    </a>
  ))
}
