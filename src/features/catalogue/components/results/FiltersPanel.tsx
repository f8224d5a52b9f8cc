import type { SearchOptions } from '~/api-contract/catalogue'
import { FilterGroups, type FilterValues } from './FilterGroups'

/** The filters beside the results (wide screens): each choice applies at once, in the URL. */
export default function FiltersPanel({
  options,
  values,
  onChange,
}: {
  options: SearchOptions
  values: FilterValues
  onChange: (patch: Partial<FilterValues>) => void
}) {
  return <FilterGroups options={options} values={values} onChange={onChange} />
}
