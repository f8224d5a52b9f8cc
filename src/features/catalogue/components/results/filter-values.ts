import type { FilterItem, SearchOptions } from '~/api-contract/catalogue'
import { SCORE_FILTERS } from '../../constants'
import { EMPTY_FILTERS, type FilterKey, type ProductSearchParams } from '../../search.schema'
import type { FilterValues } from './FilterGroups'

export function filterValuesOf(params: Pick<ProductSearchParams, FilterKey>): FilterValues {
  return {
    themes: params.themes,
    accommodationTypes: params.accommodationTypes,
    stars: params.stars,
    scores: params.scores,
    mealPlans: params.mealPlans,
    budget: params.budget,
  }
}

export const activeFilterCount = (v: FilterValues) =>
  v.themes.length + v.accommodationTypes.length + v.stars.length + v.scores.length + v.mealPlans.length + (v.budget ? 1 : 0)

export const isCleared = (v: FilterValues) => activeFilterCount(v) === 0
export { EMPTY_FILTERS }

export interface ActiveFilter {
  id: string
  label: string
  /** The filters without this one. */
  without: Partial<FilterValues>
}

const labelOf = (items: readonly FilterItem[] | undefined, code: string) => items?.find((i) => i.code === code)?.label ?? code

/** The chosen filters as removable chips ('Tout effacer' row), named as in the panel. */
export function activeFilters(v: FilterValues, options: SearchOptions | undefined, formatBudget: (n: number) => string): ActiveFilter[] {
  const out: ActiveFilter[] = []
  if (v.budget) out.push({ id: 'budget', label: `Jusqu'à ${formatBudget(v.budget)}`, without: { budget: undefined } })
  for (const t of v.themes) out.push({ id: `theme:${t}`, label: labelOf(options?.theme, t), without: { themes: v.themes.filter((x) => x !== t) } })
  for (const m of v.mealPlans) out.push({ id: `meal:${m}`, label: m, without: { mealPlans: v.mealPlans.filter((x) => x !== m) } })
  for (const a of v.accommodationTypes)
    out.push({ id: `acc:${a}`, label: labelOf(options?.accommodation_type, a), without: { accommodationTypes: v.accommodationTypes.filter((x) => x !== a) } })
  for (const s of v.stars) out.push({ id: `stars:${s}`, label: `${s} étoile${s > 1 ? 's' : ''}`, without: { stars: v.stars.filter((x) => x !== s) } })
  for (const s of v.scores)
    out.push({ id: `score:${s}`, label: `Note : ${SCORE_FILTERS.find((f) => f.code === s)?.label ?? s}`, without: { scores: v.scores.filter((x) => x !== s) } })
  return out
}
