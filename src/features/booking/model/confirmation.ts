import type { Agency } from '~/api-contract/agencies'

/** The confirmation page's data (booking-and-accounts.md §2, §4 order status), read from the order. */
export interface ConfirmationView {
  orderId: string
  status: string
  paid: boolean
  /** The PNR; null while awaiting it ('En attente de référence dossier'). */
  reference: string | null
  isOneWay: boolean
  travellers: { category: string; title: string; firstName: string; lastName: string }[]
  /** Times are UTC instants. */
  transports: { from: string; fromCity: string; to: string; toCity: string; carrier: string; flightNumber: string; start: string; end: string }[]
  agency: Agency | null
  agencyName: string | null
  agencyData: { address: string; city: string; postal_code: string; phone: string } | null
  totalPaidCents: number
  contract: string | null
  payer: { name: string; email: string } | null
}
