import { FLOA_CONTRACT_PREFIX, PAYMENT_CONTRACTS, type PaymentContract } from '~/api-contract/constants'

/**
 * Payment methods from the agency's contracts (booking-and-accounts.md §4, §9): the FLOA_
 * contracts are grouped under one instalment entry listing the products (3 or 4 times).
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

export function paymentMethods(contracts: readonly string[]): PaymentMethods {
  const known = PAYMENT_CONTRACTS.filter((c) => contracts.includes(c))
  return { direct: known.filter((c) => !isInstalment(c)), instalments: known.filter(isInstalment) }
}
