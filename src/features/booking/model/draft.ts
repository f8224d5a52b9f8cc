import { DEFAULT_COUNTRY } from '~/api-contract/constants'
import type { BookingDraft, PassengerDraft, PassengerType, PayerDraft, PersonDraft } from './types'

/** Empty drafts (booking-and-accounts.md §4 reset: passengers rebuilt from the search counts). */

export const emptyPerson = (): PersonDraft => ({
  salutation: '',
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  phoneCountry: DEFAULT_COUNTRY,
  phoneNumber: '',
  email: '',
})

export const emptyPassenger = (type: PassengerType): PassengerDraft => ({ ...emptyPerson(), type })

export const emptyPayer = (): PayerDraft => ({
  ...emptyPerson(),
  address: '',
  postalCode: '',
  city: '',
  country: DEFAULT_COUNTRY,
  createAccountOptIn: false,
  subscribeNewsletterOptIn: true,
})

export function emptyDraft(counts: { adults: number; childrens: number; infants: number }, fareId: string | null): BookingDraft {
  const passengers = [
    ...Array.from({ length: counts.adults }, () => emptyPassenger('ADT')),
    ...Array.from({ length: counts.childrens }, () => emptyPassenger('CHD')),
    ...Array.from({ length: counts.infants }, () => emptyPassenger('INF')),
  ]
  return {
    fareId,
    passengers,
    payerIndex: null,
    payer: emptyPayer(),
    ancillaries: [],
    insuranceId: null,
    paymentMethod: null,
    terms: { order: false, sales: false, formalities: false, children: false },
  }
}

/** The payer's identity copied from the paying passenger ('Ce passager règle la commande'); the address is kept. */
export function payerFromPassenger(payer: PayerDraft, passenger: PassengerDraft): PayerDraft {
  return {
    ...payer,
    salutation: passenger.salutation,
    firstName: passenger.firstName,
    lastName: passenger.lastName,
    dateOfBirth: passenger.dateOfBirth,
    phoneCountry: passenger.phoneCountry,
    phoneNumber: passenger.phoneNumber,
    email: passenger.email,
  }
}
