import { formatPrice } from 'design-system'
import { FLOA_CONTRACT_PREFIX, PAYMENT_CONTRACTS, type PaymentContract } from '~/api-contract/constants'
import { formatSlashDate } from '~/lib/format'
import { instalmentsOffered } from '~/lib/instalment-offer'

/**
 * Payment methods from the agency's contracts (booking-and-accounts.md §4, §9): the FLOA_
 * contracts are grouped under one instalment entry listing the products (3 or 4 times),
 * offered from the instalment offer's minimum amount (lib/instalment-offer).
 */

export const PAYMENT_METHOD_LABELS: Record<PaymentContract, string> = {
  CB: 'Carte bancaire',
  ANCV: 'Chèque-Vacances Connect (ANCV)',
  MULTI_CB: 'Paiement en plusieurs cartes bancaires',
  '3DS': 'Carte bancaire sécurisée 3-D Secure',
  FLOA_BC3XC: 'Payer en 3 fois',
  FLOA_BC4XC: 'Payer en 4 fois',
}

export const isInstalment = (code: string) => code.startsWith(FLOA_CONTRACT_PREFIX)

/** 'FLOA_BC3XC' → 'BC3XC'. */
export const productCode = (contract: string) => contract.slice(FLOA_CONTRACT_PREFIX.length)

export interface PaymentMethods {
  /** Direct methods, in the contract order of the spec. */
  direct: PaymentContract[]
  /** Instalment contracts (FLOA_…), shown under one entry; empty when none. */
  instalments: PaymentContract[]
}

/** The methods for a total in euros: no instalments below the offer's minimum. */
export function paymentMethods(contracts: readonly string[], amount: number): PaymentMethods {
  const known = PAYMENT_CONTRACTS.filter((c) => contracts.includes(c))
  return { direct: known.filter((c) => !isInstalment(c)), instalments: instalmentsOffered(amount) ? known.filter(isInstalment) : [] }
}

/** An instalment schedule as every screen and document shows it: 'DD/MM/YYYY' and the amount. */
export function scheduleLines(instalments: readonly { date: string; amount: number }[]): { date: string; amount: string }[] {
  return instalments.map((i) => ({ date: formatSlashDate(i.date), amount: formatPrice(i.amount) }))
}
