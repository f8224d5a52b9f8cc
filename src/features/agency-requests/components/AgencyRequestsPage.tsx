import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Inbox } from 'lucide-react'
import { Countdown, EmptyState } from 'design-system'
import type { AgencyRequest } from '~/api-contract/agency-requests'
import { formatDate } from '~/lib/format'
import { partyText } from '~/api-contract/party-text'
import { statusText } from '../request-view'
import { agencyRequestsQuery } from '../requests.queries'
import * as styles from './Requests.css'
import { ofPlace } from '~/lib/place-names'

function RequestRow({ request: r }: { request: AgencyRequest }) {
  const dates = r.departure_date ? `Départ le ${formatDate(r.departure_date)}${r.nights ? `, ${r.nights} nuits` : ''}` : 'Date de départ à préciser'
  return (
    <li className={styles.row}>
      <h2 className={styles.rowTitle}>
        <Link to="/product/$slug" params={{ slug: r.product.slug }}>
          {r.product.title}
        </Link>
      </h2>
      <p className={styles.muted}>{`${r.kind === 'option' ? 'Option' : 'Devis'} · ${dates}${r.departure_city ? ` ${ofPlace(r.departure_city)}` : ''}`}</p>
      <p className={styles.muted}>{`${partyText(r.party)} · Agence ${r.agency.name}`}</p>
      <p className={styles.status}>{statusText(r)}</p>
      {r.status === 'held' && r.expires_at ? (
        <p className={styles.line}>
          Prix garanti : <Countdown end={r.expires_at} />
        </p>
      ) : null}
    </li>
  )
}

/** /client-space/requests 'Mes demandes': the quotes and options sent to an agency, newest first. */
export function AgencyRequestsPage() {
  const { data: requests } = useSuspenseQuery(agencyRequestsQuery())
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>Mes demandes</h1>
      {requests.length === 0 ? (
        <EmptyState
          icon={Inbox}
          title="Aucune demande"
          description="Sur la page d’un voyage, choisissez « Demander un devis » ou « Poser une option » : votre agence vous répondra."
        />
      ) : (
        <ul className={styles.list} aria-label="Demandes envoyées">
          {requests.map((r) => (
            <RequestRow key={r.id} request={r} />
          ))}
        </ul>
      )}
    </div>
  )
}
