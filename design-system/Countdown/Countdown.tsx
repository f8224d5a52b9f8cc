import { Timer } from 'lucide-react'
import { useEffect, useState } from 'react'
import * as styles from './Countdown.css'

const HOUR = 3_600_000
const DAY = 24 * HOUR

/** 'Terminé' past the end; else 'PLUS nJ : nH' (a day or more left) or 'PLUS nH'. */
export function formatCountdown(end: Date, now: Date = new Date()): string {
  const left = end.getTime() - now.getTime()
  if (left <= 0) return 'Terminé'
  const days = Math.floor(left / DAY)
  const hours = Math.floor((left % DAY) / HOUR)
  return days > 0 ? `PLUS ${days}J : ${hours}H` : `PLUS ${hours}H`
}

export interface CountdownProps {
  /** End of the offer. */
  end: Date | string
  /** Fixed "now" (tests, SSR); otherwise the clock, refreshed every minute. */
  now?: Date
}

/** A flash-sale countdown label, refreshed every minute. */
export function Countdown({ end, now }: CountdownProps) {
  const endDate = typeof end === 'string' ? new Date(end) : end
  const [clock, setClock] = useState(() => now ?? new Date())
  useEffect(() => {
    if (now) return
    const timer = setInterval(() => setClock(new Date()), 60_000)
    return () => clearInterval(timer)
  }, [now])
  const text = formatCountdown(endDate, now ?? clock)
  const isEnded = text === 'Terminé'
  return (
    <span className={isEnded ? `${styles.label} ${styles.ended}` : styles.label} suppressHydrationWarning>
      {!isEnded && <Timer size={14} aria-hidden="true" />}
      {text}
    </span>
  )
}
