import { useState } from 'react'
import { Button, Checkbox, CheckboxGroup, Disclosure, formatPrice, priceFormatOptions, Slider } from 'design-system'
import type { FilterItem, SearchOptions } from '~/api-contract/catalogue'
import { FILTER_ITEMS_VISIBLE, SCORE_FILTERS } from '../../constants'
import type { FilterKey, ProductSearchParams } from '../../search.schema'
import * as styles from './Filters.css'

export type FilterValues = Pick<ProductSearchParams, FilterKey>

/** The parts of the filters; the map's chips open the drawer on one of them. */
export const FILTER_SECTIONS = [
  { id: 'budget', label: 'Budget' },
  { id: 'themes', label: 'Thématiques' },
  { id: 'mealPlans', label: 'Formules' },
  { id: 'accommodationTypes', label: 'Hébergements' },
  { id: 'stars', label: 'Catégories' },
  { id: 'scores', label: 'Notes clients' },
] as const
export type FilterSection = (typeof FILTER_SECTIONS)[number]['id']

const BUDGET_STEP = 50

interface CheckGroupProps {
  label: string
  items: readonly FilterItem[]
  value: readonly string[]
  onChange: (codes: string[]) => void
  /** Items without offers are disabled (not in the stars group, §4). */
  disableEmpty?: boolean
}

/** One group of checkboxes: 8 items, then 'Afficher plus'; 'Aucun résultat' when empty. */
function CheckGroup({ label, items, value, onChange, disableEmpty = true }: CheckGroupProps) {
  const [expanded, setExpanded] = useState(false)
  // Chosen items stay visible even past the first 8.
  const shown = expanded ? items : items.filter((item, i) => i < FILTER_ITEMS_VISIBLE || value.includes(item.code))
  if (items.length === 0) return <p className={styles.empty}>Aucun résultat</p>
  return (
    <div className={styles.group}>
      <CheckboxGroup aria-label={label} value={[...value]} onChange={onChange}>
        {shown.map((item) => (
          <Checkbox key={item.code} value={item.code} isDisabled={disableEmpty && item.count === 0 && !value.includes(item.code)}>
            <span className={styles.item}>
              <span>{item.label}</span>
              {item.count > 0 ? <span className={styles.count}>{item.count}</span> : null}
            </span>
          </Checkbox>
        ))}
      </CheckboxGroup>
      {items.length > FILTER_ITEMS_VISIBLE ? (
        <Button variant="ghost" size="sm" className={styles.more} onPress={() => setExpanded(!expanded)} aria-expanded={expanded}>
          {expanded ? 'Afficher moins' : `Afficher plus (${items.length - FILTER_ITEMS_VISIBLE})`}
        </Button>
      ) : null}
    </div>
  )
}

/**
 * The budget slider's steps of 50 € count down from the dearest offer, so its top (no budget)
 * reads the price that 'De … à …' under it gives; its lowest step still shows the cheapest offer.
 */
function budgetBounds(range: { min: number; max: number }) {
  const steps = Math.max(1, Math.floor((range.max - range.min) / BUDGET_STEP))
  return { min: Math.max(0, range.max - steps * BUDGET_STEP), max: range.max }
}

function BudgetGroup({
  range,
  value,
  onChange,
}: {
  range: { min: number; max: number } | undefined
  value: number | undefined
  onChange: (budget: number | undefined) => void
}) {
  const [dragging, setDragging] = useState<number | null>(null)
  if (!range || range.max <= 0) return <p className={styles.empty}>Aucun résultat</p>
  const { min, max } = budgetBounds(range)
  const current = dragging ?? Math.min(value ?? max, max)
  return (
    <div className={`${styles.group} ${styles.budget}`}>
      <Slider
        label="Budget maximum"
        minValue={min}
        maxValue={max}
        step={BUDGET_STEP}
        value={current}
        formatOptions={priceFormatOptions}
        onChange={(v) => setDragging(v)}
        onChangeEnd={(v) => {
          setDragging(null)
          // A budget is whole euros (price_max); rounded up, it keeps the offers at the price shown.
          onChange(v >= max ? undefined : Math.ceil(v))
        }}
      />
      <p className={styles.hint}>{`De ${formatPrice(range.min)} à ${formatPrice(range.max)}`}</p>
    </div>
  )
}

export interface FilterGroupsProps {
  options: SearchOptions
  values: FilterValues
  onChange: (patch: Partial<FilterValues>) => void
  /** Only this part (a map chip); all parts otherwise. */
  section?: FilterSection
}

/** The filter groups (collapsible): Budget, Thématiques, Formules, Hébergements, Catégories, Notes clients. */
export function FilterGroups({ options, values, onChange, section }: FilterGroupsProps) {
  const scoreCounts = new Map(options.scores?.map((s) => [s.code, s.count]))
  const groups: Record<FilterSection, React.ReactNode> = {
    budget: <BudgetGroup range={options.price_range} value={values.budget} onChange={(budget) => onChange({ budget })} />,
    themes: <CheckGroup label="Thématiques" items={options.theme ?? []} value={values.themes} onChange={(themes) => onChange({ themes })} />,
    mealPlans: <CheckGroup label="Formules" items={options.meal_plan ?? []} value={values.mealPlans} onChange={(mealPlans) => onChange({ mealPlans })} />,
    accommodationTypes: (
      <CheckGroup
        label="Hébergements"
        items={options.accommodation_type ?? []}
        value={values.accommodationTypes}
        onChange={(accommodationTypes) => onChange({ accommodationTypes })}
      />
    ),
    stars: (
      <CheckGroup
        label="Catégories"
        items={options.stars ?? []}
        value={values.stars.map(String)}
        onChange={(codes) => onChange({ stars: codes.map(Number).sort() })}
        disableEmpty={false}
      />
    ),
    scores: (
      <CheckGroup
        label="Notes clients"
        items={SCORE_FILTERS.map((s) => ({ code: String(s.code), label: s.label, count: scoreCounts.get(String(s.code)) ?? 0 }))}
        value={values.scores.map(String)}
        onChange={(codes) => onChange({ scores: codes.map(Number).sort((a, b) => b - a) })}
      />
    ),
  }
  const sections = section ? FILTER_SECTIONS.filter((s) => s.id === section) : FILTER_SECTIONS
  if (section) return <div className={styles.groups}>{groups[section]}</div>
  return (
    <div className={styles.groups}>
      {sections.map((s) => (
        <Disclosure key={s.id} title={s.label} defaultExpanded>
          {groups[s.id]}
        </Disclosure>
      ))}
    </div>
  )
}
