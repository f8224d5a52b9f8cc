import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Bell, Search } from 'lucide-react'
import { useRef, useState } from 'react'
import { PRICE_ALERT_DROP_PERCENT } from '~/api-contract/constants'
import type { PriceAlert } from '~/api-contract/price-alerts'
import { Alert, AlertDialog, Button, EmptyState, formatPrice, RouterButtonLink, visuallyHidden } from 'design-system'
import { userMessageOf } from '~/lib/user-messages'
import { alertSearchParams, datesText, passengersText, priceChange, routeText } from '../alert-search'
import { unfollowPrices } from '../alerts.functions'
import { alertKeys, priceAlertsQuery } from '../alerts.queries'
import * as styles from './PriceAlerts.css'

/**
 * /client-space/alerts 'Mes alertes': the watched flights with their price when followed and
 * now (re-priced by the API as they are listed), a link to their results, and 'Supprimer' after
 * a confirmation.
 */
export function PriceAlertsPage() {
  const queryClient = useQueryClient()
  const { data: alerts } = useSuspenseQuery(priceAlertsQuery())
  const [removing, setRemoving] = useState<PriceAlert | null>(null)
  const [status, setStatus] = useState('')
  const [failure, setFailure] = useState<string | null>(null)
  const title = useRef<HTMLHeadingElement>(null)

  async function remove(alert: PriceAlert) {
    setFailure(null)
    try {
      await unfollowPrices({ data: { id: alert.id } })
      queryClient.setQueryData<PriceAlert[]>(alertKeys.all, (list) => list?.filter((a) => a.id !== alert.id))
      setStatus(`L'alerte ${routeText(alert)} a été supprimée.`)
      title.current?.focus()
    } catch (error) {
      setFailure(userMessageOf(error))
    }
  }

  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1 ref={title} tabIndex={-1} className={styles.pageTitle}>
          Mes alertes
        </h1>
        <p className={styles.lead}>
          Les vols dont vous suivez le prix. Nous vous envoyons un e-mail dès que le prix baisse d&apos;au moins {PRICE_ALERT_DROP_PERCENT}&nbsp;%.
        </p>
      </header>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <p role="status" className={visuallyHidden}>
        {status}
      </p>
      {alerts.length === 0 ? (
        <EmptyState
          icon={Bell}
          title="Aucune alerte de prix"
          description="Sur les résultats d'une recherche de vols, choisissez « Suivre les prix » : nous vous écrirons si le prix baisse."
          action={
            <RouterButtonLink to="/vol" iconStart={<Search size={18} aria-hidden="true" />}>
              Rechercher un vol
            </RouterButtonLink>
          }
        />
      ) : (
        <ul className={styles.list} aria-label="Vols suivis">
          {alerts.map((alert) => (
            <AlertRow key={alert.id} alert={alert} onRemove={() => setRemoving(alert)} />
          ))}
        </ul>
      )}
      <AlertDialog
        title={'Supprimer cette alerte\u00a0?'}
        tone="critical"
        actionLabel="Supprimer l'alerte"
        isOpen={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        onAction={() => void (removing && remove(removing))}
      >
        {removing ? `Vous ne recevrez plus d'e-mail sur le prix du vol ${routeText(removing)}.` : null}
      </AlertDialog>
    </div>
  )
}

function AlertRow({ alert, onRemove }: { alert: PriceAlert; onRemove: () => void }) {
  const route = routeText(alert)
  const change = priceChange(alert)
  return (
    <li className={styles.row} data-alert={alert.id}>
      <div className={styles.rowMain}>
        <h2 className={styles.rowTitle}>{route}</h2>
        <p className={styles.line}>
          {datesText(alert)} · {passengersText(alert)}
        </p>
        <dl className={styles.prices}>
          <dt className={styles.priceLabel}>Prix au début du suivi</dt>
          <dd className={styles.priceValue}>{alert.initial_price === null ? 'Aucun vol' : formatPrice(alert.initial_price)}</dd>
          <dt className={styles.priceLabel}>Prix actuel</dt>
          <dd className={styles.priceValue}>
            {alert.current_price === null ? 'Aucun vol disponible' : formatPrice(alert.current_price)}
            {change && change.amount !== 0 ? (
              <span className={`${styles.change} ${change.amount < 0 ? styles.drop : styles.rise}`}>
                {change.amount < 0 ? 'En baisse de ' : 'En hausse de '}
                {formatPrice(Math.abs(change.amount))} ({Math.abs(change.percent)}&nbsp;%)
              </span>
            ) : null}
          </dd>
        </dl>
        <p className={styles.line}>Prix total pour tous les voyageurs.</p>
      </div>
      <div className={styles.actions}>
        <RouterButtonLink to="/search" search={alertSearchParams(alert)} variant="secondary" size="sm" aria-label={`Voir les vols ${route}`}>
          Voir les vols
        </RouterButtonLink>
        <Button variant="ghost" size="sm" onPress={onRemove} aria-label={`Supprimer l'alerte ${route}`}>
          Supprimer
        </Button>
      </div>
    </li>
  )
}
