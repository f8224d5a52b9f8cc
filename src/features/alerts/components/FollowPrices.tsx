import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { Bell, BellRing } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { PRICE_ALERT_DROP_PERCENT } from '~/api-contract/constants'
import type { PriceAlert } from '~/api-contract/price-alerts'
import { Button, RouterLink, visuallyHidden } from 'design-system'
import { useCurrentUser, useSendToSignIn } from '~/features/account'
import { searchPart, type FlightSearchParams } from '~/features/flights'
import { userMessageOf } from '~/lib/user-messages'
import { sameSearch, watchableSearch } from '../alert-search'
import { followPrices, unfollowPrices } from '../alerts.functions'
import { alertKeys, priceAlertsQuery } from '../alerts.queries'
import * as styles from './FollowPrices.css'

export const FOLLOW_MESSAGES = {
  followed: `Prix suivis : nous vous enverrons un e-mail dès que le prix de ce vol baisse d'au moins ${PRICE_ALERT_DROP_PERCENT}\u00a0%.`,
  unfollowed: 'Vous ne suivez plus les prix de ce vol.',
  tooMany: 'Vous suivez déjà le nombre maximal de vols. Supprimez une alerte dans « Mes alertes » pour suivre celui-ci.',
} as const

/**
 * 'Suivre les prix' on /search: signed in, the URL's search (route, dates, passengers) is
 * watched and the button gives way to 'Prix suivis' (a link to 'Mes alertes') and 'Ne plus
 * suivre'; signed out, sign-in first, then back to these results. Nothing for a search that
 * cannot be watched (incomplete, multi-destination).
 */
export function FollowPrices({ params }: { params: FlightSearchParams }) {
  const user = useCurrentUser()
  const sendToSignIn = useSendToSignIn()
  const router = useRouter()
  const queryClient = useQueryClient()
  const alerts = useQuery({ ...priceAlertsQuery(), enabled: user !== null })
  const [busy, setBusy] = useState(false)
  const [status, setStatus] = useState('')
  const [failure, setFailure] = useState<string | null>(null)
  // After a change made here, focus goes to the control that replaced the pressed one.
  const moveFocus = useRef(false)
  const root = useRef<HTMLDivElement>(null)

  const search = watchableSearch(params)
  const alert = user && search ? alerts.data?.find((a) => sameSearch(a.search_data, search)) : undefined
  const followedId = alert?.id
  useEffect(() => {
    if (!moveFocus.current) return
    moveFocus.current = false
    root.current?.querySelector<HTMLElement>('[data-focus-after-change]')?.focus()
  }, [followedId])
  if (!search) return null

  const setAlerts = (update: (list: PriceAlert[]) => PriceAlert[]) => {
    moveFocus.current = true
    queryClient.setQueryData<PriceAlert[]>(alertKeys.all, (list) => update(list ?? []))
  }

  async function act(change: () => Promise<string>) {
    setBusy(true)
    setFailure(null)
    try {
      setStatus(await change())
    } catch (error) {
      setFailure(userMessageOf(error))
    } finally {
      setBusy(false)
    }
  }

  const follow = () =>
    act(async () => {
      const resultsPath = router.buildLocation({ to: '/search', search: searchPart(params) }).href
      const result = await followPrices({ data: { search: params, resultsPath } })
      if (!result.ok) throw new Error(FOLLOW_MESSAGES.tooMany)
      setAlerts((list) => [result.alert, ...list.filter((a) => a.id !== result.alert.id)])
      return FOLLOW_MESSAGES.followed
    })

  const unfollow = (id: number) =>
    act(async () => {
      await unfollowPrices({ data: { id } })
      setAlerts((list) => list.filter((a) => a.id !== id))
      return FOLLOW_MESSAGES.unfollowed
    })

  return (
    <div ref={root} className={styles.root}>
      {alert ? (
        <>
          <RouterLink to="/client-space/alerts" className={styles.followed} aria-label="Prix suivis : voir mes alertes">
            <BellRing size={18} aria-hidden="true" />
            <span className={styles.label}>Prix suivis</span>
          </RouterLink>
          <Button
            data-focus-after-change
            variant="ghost"
            size="sm"
            isLoading={busy}
            onPress={() => void unfollow(alert.id)}
            aria-label="Ne plus suivre les prix de ce vol"
          >
            Ne plus suivre
          </Button>
        </>
      ) : (
        <Button
          data-focus-after-change
          variant="secondary"
          size="sm"
          // Signed in, the button waits for the user's alerts: never 'Suivre' for a followed search.
          isLoading={busy || (user !== null && alerts.isPending)}
          iconStart={<Bell size={18} aria-hidden="true" />}
          onPress={() => void (user ? follow() : sendToSignIn())}
        >
          <span className={styles.label}>Suivre les prix</span>
        </Button>
      )}
      <p role="status" className={visuallyHidden}>
        {status}
      </p>
      {failure ? (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      ) : null}
    </div>
  )
}
