import { lazy } from './lazy'

/**
 * Today and this month in Paris (the product's business day), with one Intl formatter: a module
 * of its own, small enough for a page's first JS (Temporal is not loaded there).
 */

const parisDay = lazy(() => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }))

/** Today in Paris as 'YYYY-MM-DD'. */
export const todayIsoInParis = (now = new Date()): string => parisDay().format(now)

/** This month in Paris as 'YYYY-MM'. */
export const currentMonthInParis = (now = new Date()): string => todayIsoInParis(now).slice(0, 7)
