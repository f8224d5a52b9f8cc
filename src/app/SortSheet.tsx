import { Drawer, toggleLinkStyles } from 'design-system'
import { SearchParamLink, type ResultsRoute, type SearchOf } from './search-params'
import { plainList } from './SortSheet.css'

/** A sort of the results: its label, the params it sets, whether it is the current one. */
export interface SortOption<R extends ResultsRoute> {
  label: string
  patch: Partial<SearchOf<R>>
  current: boolean
}

/** 'Trier' on a phone: the sorts as links in a bottom sheet, which closes on a choice. */
export function SortSheet<R extends ResultsRoute>({
  to,
  options,
  isOpen,
  onOpenChange,
}: {
  to: R
  options: ReadonlyArray<SortOption<R>>
  isOpen: boolean
  onOpenChange: (open: boolean) => void
}) {
  return (
    <Drawer isOpen={isOpen} onOpenChange={onOpenChange} placement="bottom" title="Trier">
      <nav aria-label="Trier les résultats">
        <ul className={`${toggleLinkStyles.group} ${plainList}`}>
          {options.map((option) => (
            <li key={option.label}>
              <SearchParamLink to={to} patch={option.patch} current={option.current} className={toggleLinkStyles.chip} onClick={() => onOpenChange(false)}>
                {option.label}
              </SearchParamLink>
            </li>
          ))}
        </ul>
      </nav>
    </Drawer>
  )
}
