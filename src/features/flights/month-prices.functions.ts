import { createServerFn } from '@tanstack/react-start'
import { monthPricesInputSchema } from './month-prices'
import { monthPrices } from './month-prices.server'

/** The date picker's prices of one month (month-prices.server.ts). */
export const getMonthPrices = createServerFn({ method: 'GET' })
  .validator(monthPricesInputSchema)
  .handler(({ data }) => monthPrices(data))
