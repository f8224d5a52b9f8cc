import { Timer } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Alert, Button } from 'design-system'
import { PRICE_HOLD_CHECK_MS } from '~/api-contract/constants'
import { useBooking } from './BookingContext'
import * as styles from './BookingShell.css'

/** The warning comes this long before the end of the hold. */
export const HOLD_WARNING_MS = 2 * 60 * 1000

const mmss = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000))
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`
}

/**
 * The price hold (booking-and-accounts.md §4: 900 s, checked every 200 ms): a countdown, a
 * polite warning two minutes before the end with a way to keep going (WCAG 2.2.1), and the end.
 */
export function HoldTimer() {
  const { deadline, expired, expire, extend, view } = useBooking()
  const [now, setNow] = useState<number | null>(null)
  const [extending, setExtending] = useState(false)
  const ended = useRef(false)

  useEffect(() => {
    if (expired) return
    ended.current = false
    const tick = () => {
      const t = Date.now()
      setNow(t)
      if (t >= deadline && !ended.current) {
        ended.current = true
        expire()
      }
    }
    tick()
    const timer = setInterval(tick, PRICE_HOLD_CHECK_MS)
    return () => clearInterval(timer)
  }, [deadline, expired, expire])

  // Before the first tick (server HTML, hydration) the time left as the server saw it.
  const left = now === null ? view.hold.expiresAt - view.hold.now : deadline - now
  const warning = !expired && left <= HOLD_WARNING_MS
  const shown = mmss(left)

  return (
    <>
      {!expired ? (
        <p className={styles.timer} data-warning={warning || undefined}>
          <Timer size={16} aria-hidden="true" />
          <span>
            Prix garantis encore{' '}
            <span role="timer" aria-label={`Prix garantis encore ${shown}`} suppressHydrationWarning>
              {shown}
            </span>
          </span>
        </p>
      ) : null}
      <div role="status" aria-live="polite" className={styles.holdBar}>
        {warning ? (
          <Alert tone="warning" live="none" title="Vos prix ne sont plus garantis que 2 minutes">
            <p>Finalisez votre réservation ou prolongez la garantie des prix pour prendre votre temps.</p>
            <Button
              size="sm"
              variant="secondary"
              isLoading={extending}
              onPress={async () => {
                setExtending(true)
                await extend().finally(() => setExtending(false))
              }}
            >
              Continuer ma réservation
            </Button>
          </Alert>
        ) : null}
      </div>
    </>
  )
}
