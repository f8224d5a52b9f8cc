import { buttonClassName, EmptyState } from 'design-system'
import { EMPTY_FILTERS } from '../../filters'
import * as styles from './FlightResults.css'
import { SearchParamLink } from '~/app/search-params'

/** An incomplete search, or one with broken rules (their messages also stand here: on mobile the form sits in a drawer). */
export function SearchToFix({ messages }: { messages: string[] | null }) {
  return messages ? (
    <EmptyState
      title="Vérifiez votre recherche"
      description="Corrigez votre recherche pour voir les vols disponibles :"
      action={
        <ul className={styles.issueList}>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      }
    />
  ) : (
    <EmptyState
      title="Rechercher à nouveau"
      description="Indiquez vos villes de départ et d'arrivée, vos dates et vos voyageurs pour voir les vols disponibles."
    />
  )
}

/** No flight: none at all for the search, or none the filters keep (a way back: reset them). */
export function NoFlights({ filtered }: { filtered: boolean }) {
  return (
    <EmptyState
      title="No results found"
      description={
        filtered
          ? 'Aucun vol ne correspond à vos filtres.'
          : "Aucun vol n'est disponible pour la destination et/ou la date demandée. Vous pouvez re-essayer avec d'autres dates."
      }
      action={
        filtered ? (
          <SearchParamLink to="/search" patch={EMPTY_FILTERS} className={buttonClassName()}>
            Réinitialiser les filtres
          </SearchParamLink>
        ) : undefined
      }
    />
  )
}
