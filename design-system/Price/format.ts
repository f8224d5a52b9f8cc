import { lazyFormat } from '../intl'

/** How a price reads: euros with 2 decimals (also for react-aria's `formatOptions`, e.g. a price slider). */
export const priceFormatOptions: Intl.NumberFormatOptions = { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 }
const euro = lazyFormat(() => new Intl.NumberFormat('fr-FR', priceFormatOptions))

/** 1234.5 → '1 234,50 €' (fr-FR, narrow no-break spaces, 2 decimals). */
export const formatPrice = (amount: number) => euro().format(amount)

const wholeEuro = lazyFormat(() => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }))

/** A from-price in whole euros, rounded down: 328.6 → '328 €'. */
export const formatFromPrice = (amount: number) => wholeEuro().format(Math.floor(amount))
