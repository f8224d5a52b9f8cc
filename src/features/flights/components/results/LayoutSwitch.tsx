import { LayoutGrid, List } from 'lucide-react'
import { toggleLinkStyles } from 'design-system'
import { SearchParamLink } from '~/app/search-params'
import type { FlightSearchParams } from '../../search.schema'
import * as styles from './FlightResults.css'

const LAYOUTS = [
  ['list', 'Liste', List],
  ['grid', 'Mosaïque', LayoutGrid],
] as const

/** 'Liste' or 'Mosaïque', from md (a phone shows one card a row either way): links to the URL state. */
export function LayoutSwitch({ layout }: { layout: FlightSearchParams['layoutStyle'] }) {
  return (
    <nav aria-label="Affichage des résultats" className={`${toggleLinkStyles.segmentGroup} ${styles.layoutSwitch}`}>
      {LAYOUTS.map(([id, label, Icon]) => (
        <SearchParamLink to="/search" key={id} patch={{ layoutStyle: id }} current={layout === id} className={toggleLinkStyles.segment}>
          <Icon size={18} aria-hidden="true" />
          {label}
        </SearchParamLink>
      ))}
    </nav>
  )
}
