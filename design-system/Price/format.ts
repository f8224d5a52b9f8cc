import { lazyFormat } from '../intl'

const euro = lazyFormat(() => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 }))

/** 1234.5 → '1 234,50 €' (fr-FR, narrow no-break spaces, 2 decimals). */
export const formatPrice = (amount: number) => euro().format(amount)
