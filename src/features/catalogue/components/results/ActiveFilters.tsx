import { formatPrice, Tag, TagGroup } from 'design-system'
import type { SearchOptions } from '~/api-contract/catalogue'
import { activeFilters, EMPTY_FILTERS } from './filter-values'
import type { FilterValues } from './FilterGroups'

/** The 'Tout effacer' row: each chosen filter as a chip with its remove button. */
export function ActiveFilters({
  values,
  options,
  onChange,
}: {
  values: FilterValues
  options: SearchOptions | undefined
  onChange: (patch: Partial<FilterValues>) => void
}) {
  const chips = activeFilters(values, options, formatPrice)
  if (chips.length === 0) return null
  return (
    <TagGroup
      label="Filtres choisis"
      hideLabel
      items={chips}
      onRemove={(keys) => {
        const chip = chips.find((c) => keys.has(c.id))
        if (chip) onChange(chip.without)
      }}
      onClearAll={() => onChange(EMPTY_FILTERS)}
    >
      {(chip) => <Tag id={chip.id}>{chip.label}</Tag>}
    </TagGroup>
  )
}
