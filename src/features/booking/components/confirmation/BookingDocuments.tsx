import { CalendarPlus, FileDown } from 'lucide-react'
import { buttonClassName } from 'design-system'

/**
 * A booking's two downloads, as plain links (files served by the server, not router pages):
 * its flights for a calendar and its PDF summary. The caller says where they are served
 * (`bookingDocumentHrefs` for the confirmation's order), and lays them out.
 */
export function BookingDocuments({ calendarHref, summaryHref }: { calendarHref: string | null; summaryHref: string }) {
  return (
    <>
      {calendarHref ? (
        <a href={calendarHref} download type="text/calendar" className={buttonClassName({ variant: 'secondary' })}>
          <CalendarPlus size={18} aria-hidden="true" />
          Ajouter au calendrier
        </a>
      ) : null}
      <a href={summaryHref} download type="application/pdf" className={buttonClassName({ variant: 'secondary' })}>
        <FileDown size={18} aria-hidden="true" />
        Télécharger le récapitulatif
      </a>
    </>
  )
}
