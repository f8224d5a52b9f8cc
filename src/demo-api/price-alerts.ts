import { PRICE_ALERT_DROP_PERCENT } from '~/api-contract/constants'
import type { PriceAlert } from '~/api-contract/price-alerts'
import { BoundedMap } from '~/lib/bounded-map'
import { todayInParis } from '~/lib/dates'
import { searchKey, type FlightSearch } from './flights/generate'
import { cheapestGeneratedPrice } from './flights/month-prices'
import { priceFactor, shifted } from './flights/price-shifts'
import { sendPriceDropMail } from './mail/price-drop'
import { LOCATIONS_BY_CODE } from './seed/airports'
import { store, type Account, type StoredPriceAlert } from './store'

/**
 * Price alerts: each watched search is re-priced (its cheapest total, as the search call would
 * answer it now) when its owner lists the alerts, and for every account on a timer; a price at
 * least PRICE_ALERT_DROP_PERCENT under the reference (the price at creation, then the last one
 * mailed) mails the owner. An alert ends with its departure day.
 */

/** A search's generated price by day (up to ~170 ms to generate on a busy route): listings, the timer and new alerts share it. */
const generated = new BoundedMap<string, { price: number | null }>({ maxEntries: 2000, ttlMs: 5 * 60_000 })

/** The cheapest total of a search now (the demo's price shifts included); null: no flight. */
export function searchPrice(search: FlightSearch): number | null {
  const key = `${todayInParis().toString()}|${searchKey(search)}`
  let memo = generated.get(key)
  if (!memo) generated.set(key, (memo = { price: cheapestGeneratedPrice(search) }))
  return memo.price === null ? null : shifted(memo.price, priceFactor(search))
}

/** Whether `price` is a drop worth a mail from `reference`. */
export const isPriceDrop = (price: number, reference: number) => price <= reference * (1 - PRICE_ALERT_DROP_PERCENT / 100)

export const alertsOf = (account: Account): StoredPriceAlert[] => (account.priceAlerts ??= [])

export function createAlert(account: Account, search: FlightSearch, resultsPath: string): StoredPriceAlert {
  const price = searchPrice(search)
  const now = new Date().toISOString()
  const alert: StoredPriceAlert = {
    id: store.newItemId(),
    search,
    resultsPath,
    createdAt: now,
    initialPrice: price,
    currentPrice: price,
    referencePrice: price,
    checkedAt: now,
  }
  alertsOf(account).unshift(alert)
  return alert
}

/** The account's alert for the same search (route, dates, passengers), if any. */
export const sameSearchAlert = (account: Account, search: FlightSearch) => alertsOf(account).find((a) => searchKey(a.search) === searchKey(search))

/** Re-prices one alert; true when it mailed a drop. */
function reprice(account: Account, alert: StoredPriceAlert): boolean {
  const price = searchPrice(alert.search)
  alert.currentPrice = price
  alert.checkedAt = new Date().toISOString()
  if (price === null) return false
  if (alert.referencePrice === null || !isPriceDrop(price, alert.referencePrice)) {
    // No flight at creation: the first price seen is the reference.
    alert.referencePrice ??= price
    return false
  }
  sendPriceDropMail(account.email, alert, alert.referencePrice, price)
  alert.referencePrice = price
  return true
}

/** Drops the alerts whose departure day has passed; the ones left. */
function current(account: Account): StoredPriceAlert[] {
  const today = todayInParis().toString()
  const alerts = alertsOf(account)
  if (alerts.some((a) => a.search.segments[0]!.date < today)) account.priceAlerts = alerts.filter((a) => a.search.segments[0]!.date >= today)
  return alertsOf(account)
}

/** The listing: every alert of the account re-priced now. */
export function repriceAccount(account: Account): StoredPriceAlert[] {
  const alerts = current(account)
  for (const alert of alerts) reprice(account, alert)
  return alerts
}

const nextTick = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/** Every account's alerts re-priced (the timer, the demo control), one search at a time. */
export async function repriceAll(): Promise<{ checked: number; notified: number }> {
  let checked = 0
  let notified = 0
  for (const account of [...store.accounts.values()]) {
    if (!account.priceAlerts?.length) continue
    for (const alert of [...current(account)]) {
      // Deleted meanwhile: left alone.
      if (!account.priceAlerts.includes(alert)) continue
      checked++
      if (reprice(account, alert)) notified++
      await nextTick()
    }
  }
  return { checked, notified }
}

const place = (code: string) => ({ code, name: LOCATIONS_BY_CODE.get(code)?.city_name ?? code })

/** An alert as the API shows it. */
export function alertView(alert: StoredPriceAlert): PriceAlert {
  const first = alert.search.segments[0]!
  return {
    id: alert.id,
    search_data: { ...alert.search, segments: [...alert.search.segments] },
    origin: place(first.from),
    destination: place(first.to),
    results_path: alert.resultsPath,
    created_at: alert.createdAt,
    initial_price: alert.initialPrice,
    current_price: alert.currentPrice,
    checked_at: alert.checkedAt,
  }
}

/** The re-pricing interval (DEMO_PRICE_ALERT_INTERVAL_MS, default 10 minutes; 0 turns the timer off). */
export function priceAlertIntervalMs(env: Record<string, string | undefined> = typeof process === 'undefined' ? {} : process.env): number {
  const value = Number(env.DEMO_PRICE_ALERT_INTERVAL_MS ?? 600_000)
  return Number.isFinite(value) && value >= 0 ? value : 600_000
}

let timer: ReturnType<typeof setInterval> | undefined
let started = false

/**
 * Starts the re-pricing timer once. Only where a timer can be unref'd (Node): it never keeps the
 * process alive; an edge isolate, whose state is a snapshot per request, has none.
 */
export function startPriceAlertTimer(intervalMs = priceAlertIntervalMs()): void {
  if (started || intervalMs <= 0) return
  started = true
  const handle = setInterval(() => void repriceAll().catch((error) => console.error('[demo-api] price alerts not re-priced', error)), intervalMs)
  if (typeof handle === 'object' && handle !== null && 'unref' in handle) {
    handle.unref()
    timer = handle
  } else clearInterval(handle)
}

export function stopPriceAlertTimer(): void {
  clearInterval(timer)
  timer = undefined
  started = false
}
