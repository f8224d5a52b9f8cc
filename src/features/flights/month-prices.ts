import { z } from 'zod'
import { MAX_PASSENGERS } from '~/api-contract/constants'

/**
 * What the date picker's prices depend on: the route, the passengers, one way or the stay of a
 * round trip (null: none chosen yet), and the month.
 */
export const monthPricesInputSchema = z.object({
  from: z.string().regex(/^[A-Za-z0-9]{3}$/),
  to: z.string().regex(/^[A-Za-z0-9]{3}$/),
  fromType: z.string().max(40).optional(),
  toType: z.string().max(40).optional(),
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  oneWay: z.boolean(),
  stay: z.number().int().min(0).max(60).nullable(),
  adults: z.number().int().min(1).max(MAX_PASSENGERS),
  childrens: z.number().int().min(0).max(MAX_PASSENGERS),
  infants: z.number().int().min(0).max(MAX_PASSENGERS),
})
export type MonthPricesInput = z.infer<typeof monthPricesInputSchema>
/** A search's part of it (all but the month). */
export type MonthPricesSearch = Omit<MonthPricesInput, 'month'>

const dayNumber = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 86_400_000

interface PricedForm {
  from: { code: string; type?: string } | null
  to: { code: string; type?: string } | null
  departure: string
  return: string
  adults: number
  childrens: number
  infants: number
}

/**
 * What the form's calendar prices: its route and passengers, one way or the round trip's stay
 * (the nights between the chosen dates; null while a date is missing). Null without a route.
 */
export function calendarPricesOf(values: PricedForm, oneWay: boolean): MonthPricesSearch | null {
  const { from, to } = values
  if (!from || !to || from.code === to.code || !/^[A-Za-z0-9]{3}$/.test(from.code) || !/^[A-Za-z0-9]{3}$/.test(to.code)) return null
  const stay = !oneWay && values.departure && values.return && values.return >= values.departure ? dayNumber(values.return) - dayNumber(values.departure) : null
  return {
    from: from.code,
    to: to.code,
    ...(from.type ? { fromType: from.type } : {}),
    ...(to.type ? { toType: to.type } : {}),
    oneWay,
    stay: stay !== null && stay <= 60 ? stay : null,
    adults: values.adults,
    childrens: values.childrens,
    infants: values.infants,
  }
}
