import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import pLimit from 'p-limit'
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { orderIdParam } from '~/api-contract/ids'
import type { BookingStep } from '../../booking.schema'
import { completeBookingStep, expirePriceHold, extendPriceHold, saveBookingDraft } from '../../booking.functions'
import { bookingKeys, bookingQuery } from '../../booking.queries'
import { nextStep, previousStep } from '../../model/steps'
import { mergeDraft } from '../../model/draft-merge'
import type { BookingDraft, BookingView, DraftConflict, StepOutcome } from '../../model/types'
import { clearMirror, mirrorToRestore, readMirror, writeMirror } from './mirror'

/**
 * The booking in the browser: the view read from the order, the draft as typed (saved to the
 * server shortly after each change and mirrored locally at once), the price hold, and moving
 * between steps.
 */

const SAVE_DELAY_MS = 400
/** How many times a save or a step merges another tab's draft and tries again. */
const MAX_MERGES = 3
const CONFLICT_MESSAGE = 'Votre réservation vient d’être modifiée dans un autre onglet. Vérifiez les informations puis continuez.'

interface BookingContextValue {
  view: BookingView
  draft: BookingDraft
  update: (change: (draft: BookingDraft) => BookingDraft) => void
  /** The draft after another tab's typing was merged into it (null until then): a step's form shows it. */
  merged: { draft: BookingDraft } | null
  /** 'Continuer' on a step (or paying): on success the next step opens. */
  complete: (step: BookingStep | 'payment', options?: { acceptNewPrice?: boolean }) => Promise<Exclude<StepOutcome, DraftConflict>>
  goBack: (step: BookingStep) => Promise<void>
  /** Reads the booking again (the fares step's 'Réessayer'). */
  refresh: () => Promise<void>
  /** Price hold end on this browser's clock (epoch ms). */
  deadline: number
  expired: boolean
  expire: () => void
  extend: () => Promise<void>
}

const BookingContext = createContext<BookingContextValue | null>(null)

/** How a step's form takes a merged draft: its values, without touching the fields or telling the draft again. */
export const MERGED_VALUES = { dontUpdateMeta: true, dontRunListeners: true } as const

/**
 * For a step's form: `apply` runs with each draft merged from another tab (`merged`, from
 * useBooking) while the step is shown. A merge made before the step opened is already in the
 * draft its form starts from.
 */
export function useMergedDraft(merged: { draft: BookingDraft } | null, apply: (draft: BookingDraft) => void): void {
  const applied = useRef(merged)
  useEffect(() => {
    if (!merged || merged === applied.current) return
    applied.current = merged
    apply(merged.draft)
  }, [merged, apply])
}

export function useBooking(): BookingContextValue {
  const value = useContext(BookingContext)
  if (!value) throw new Error('useBooking outside BookingProvider')
  return value
}

export function BookingProvider({ orderId, children }: { orderId: string; children: ReactNode }) {
  const { data } = useSuspenseQuery(bookingQuery(orderId))
  const view = data!
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [draft, setDraft] = useState(view.state.draft)
  const [merged, setMerged] = useState<{ draft: BookingDraft } | null>(null)
  const rev = useRef(view.state.rev)
  /** The draft the server holds at `rev`: what this tab's changes build on (merged over another tab's). */
  const base = useRef(view.state.draft)
  const dirty = useRef(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  /** The draft as last changed (callbacks read it without waiting for a render). */
  const latest = useRef(draft)

  // A newer state from the server (another device, a completed step) replaces an unchanged draft.
  useEffect(() => {
    if (view.state.rev > rev.current && !dirty.current) {
      rev.current = view.state.rev
      base.current = view.state.draft
      latest.current = view.state.draft
      setDraft(view.state.draft)
    }
  }, [view.state.rev, view.state.draft])

  /** One write at a time, in order: an earlier draft never lands on the server after a later one. */
  const [writes] = useState(() => pLimit(1))

  /** Another tab or device saved first: this tab's changes over its draft become this tab's draft. */
  const merge = useCallback(
    (conflict: DraftConflict) => {
      const next = mergeDraft(base.current, latest.current, conflict.draft)
      base.current = conflict.draft
      rev.current = conflict.rev
      latest.current = next
      dirty.current = true
      setDraft(next)
      setMerged({ draft: next })
      writeMirror({ orderId, baseRev: conflict.rev, dirty: true, draft: next })
    },
    [orderId],
  )

  const save = useCallback(() => {
    clearTimeout(timer.current)
    return writes(async () => {
      for (let merges = 0; dirty.current && merges <= MAX_MERGES; merges++) {
        const sent = latest.current
        const reply = await saveBookingDraft({ data: { orderId, draft: sent, baseRev: rev.current } }).catch(() => null)
        if (!reply) return
        if (reply.status === 'conflict') {
          merge(reply)
          continue
        }
        rev.current = reply.rev
        base.current = sent
        if (latest.current === sent) dirty.current = false
        // What was typed meanwhile builds on this revision: a reload restores it.
        writeMirror({ orderId, baseRev: reply.rev, dirty: dirty.current, draft: latest.current })
        return
      }
    })
  }, [orderId, writes, merge])

  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: bookingKeys.view(orderId) }), [queryClient, orderId])

  // What was typed in this browser and not yet saved comes back, and so does a save that reached
  // the server after this page was rendered (a reload while it was on its way).
  useEffect(() => {
    const mirror = view.state.expired ? null : mirrorToRestore(readMirror(orderId), view.state.rev)
    if (mirror) {
      dirty.current = mirror.dirty
      rev.current = Math.max(rev.current, mirror.baseRev)
      latest.current = mirror.draft
      // Browser storage is read after hydration: the server HTML shows the server's copy.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setDraft(mirror.draft)
      if (mirror.dirty) void save()
      else void refresh()
    }
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [orderId])

  const update = useCallback(
    (change: (d: BookingDraft) => BookingDraft) => {
      const next = change(latest.current)
      latest.current = next
      dirty.current = true
      setDraft(next)
      writeMirror({ orderId, baseRev: rev.current, dirty: true, draft: next })
      clearTimeout(timer.current)
      timer.current = setTimeout(() => void save(), SAVE_DELAY_MS)
    },
    [orderId, save],
  )

  useEffect(() => () => clearTimeout(timer.current), [])

  const complete = useCallback(
    async (step: BookingStep | 'payment', options?: { acceptNewPrice?: boolean }) => {
      clearTimeout(timer.current)
      const { sent, outcome } = await writes(async () => {
        for (let merges = 0; ; merges++) {
          const sent = latest.current
          const acceptNewPrice = options?.acceptNewPrice ?? false
          const outcome = await completeBookingStep({ data: { orderId, step, draft: sent, acceptNewPrice, baseRev: rev.current } })
          if (outcome.status !== 'conflict' || merges === MAX_MERGES) return { sent, outcome }
          merge(outcome)
        }
      })
      if (outcome.status === 'conflict') return { status: 'invalid' as const, message: CONFLICT_MESSAGE }
      // The server holds what was sent, completed or not: later saves build on it.
      const savedRev = outcome.status === 'ok' ? outcome.rev : outcome.savedRev
      if (savedRev !== undefined && savedRev > rev.current) {
        rev.current = savedRev
        base.current = sent
        if (latest.current === sent) dirty.current = false
        writeMirror({ orderId, baseRev: savedRev, dirty: dirty.current, draft: latest.current })
      }
      if (outcome.status === 'ok') {
        await refresh()
        const next = step === 'payment' ? null : nextStep(step, view.state.skipped)
        if (next) await navigate({ to: '/booking/$step', params: { step: next }, search: { order_id: orderIdParam(orderId) } })
      } else if (outcome.status === 'payment-ready') {
        clearMirror()
      }
      return outcome
    },
    [orderId, writes, merge, refresh, navigate, view.state.skipped],
  )

  const goBack = useCallback(
    async (step: BookingStep) => {
      await save()
      const previous = previousStep(step, view.state.skipped)
      if (previous) await navigate({ to: '/booking/$step', params: { step: previous }, search: { order_id: orderIdParam(orderId) } })
      // Going back from the first step returns to the results (flights.md §2).
      else if (view.searchParams) await navigate({ to: '/search', search: view.searchParams })
      else await navigate({ to: '/vol' })
    },
    [save, navigate, orderId, view.state.skipped, view.searchParams],
  )

  // The hold's end on this clock: the time left when the view arrived, from now.
  const [deadline, setDeadline] = useState(() => Date.now() + (view.hold.expiresAt - view.hold.now))
  const [expiredHere, setExpired] = useState(false)
  const expired = expiredHere || view.state.expired

  const expire = useCallback(() => {
    setExpired(true)
    clearMirror()
    void expirePriceHold({ data: { orderId } }).catch(() => undefined)
  }, [orderId])

  const extend = useCallback(async () => {
    const hold = await extendPriceHold({ data: { orderId } })
    if (hold) setDeadline(Date.now() + (hold.expiresAt - hold.now))
  }, [orderId])

  const value = useMemo<BookingContextValue>(
    () => ({ view, draft, update, merged, complete, goBack, refresh, deadline, expired, expire, extend }),
    [view, draft, update, merged, complete, goBack, refresh, deadline, expired, expire, extend],
  )
  return <BookingContext.Provider value={value}>{children}</BookingContext.Provider>
}
