import { Map as MapIcon, Palmtree, Plane, Search, Ship } from 'lucide-react'
import { useId, useState } from 'react'
import { ToggleButton as RACToggleButton, ToggleButtonGroup as RACToggleButtonGroup } from 'react-aria-components'
import { Button, Drawer, Tab, TabList, TabPanel, Tabs, type DrawerProps } from 'design-system'
import { FlightSearchForm } from '~/features/flights/lazy'
import { CRUISE_MODES, SEARCH_TABS, TOUR_MODES, type SearchTab } from '../../constants'
import type { SearchStart } from '../../another-trip'
import type { FormPreset, HolidaySearchValues } from '../../holiday-search'
import { HolidaySearchForm, type SearchFormSlot } from './HolidaySearchForm'
import { HotelFlightForm } from './HotelFlightForm'
import * as styles from './SearchBar.css'

type HolidayTab = Exclude<SearchTab, 'vol'>

/** Sub-tabs of each holiday tab, with the form and theme each presets (§2.9); `preset: null` is the hotel + flight form (it does not lead to the results). */
const SUB_TABS: Record<HolidayTab, readonly { id: string; label: string; preset: FormPreset | null }[]> = {
  sejour: [
    {
      id: 'hotel-club',
      label: 'Hôtel ou club',
      preset: { kind: 'hotel-club', theme: null },
    },
    { id: 'hotel-flight', label: 'Hôtel + vol', preset: null },
    {
      id: 'rentals',
      label: 'Locations & campings',
      preset: { kind: 'rentals', theme: null },
    },
  ],
  circuit: TOUR_MODES.map((m) => ({
    id: m.id,
    label: m.label,
    preset: { kind: 'circuit', theme: m.theme },
  })),
  croisiere: CRUISE_MODES.map((m) => ({
    id: m.id,
    label: m.label,
    preset: { kind: 'croisiere', theme: m.theme },
  })),
}
const TAB_ICONS = {
  sejour: Palmtree,
  circuit: MapIcon,
  croisiere: Ship,
  vol: Plane,
} as const
export const SEARCH_DRAWER_TITLE = 'Séjours, Circuits, Croisières, vols'

function SubForm({ preset, initial, ...slot }: { preset: FormPreset | null; initial?: HolidaySearchValues } & SearchFormSlot) {
  return preset ? <HolidaySearchForm preset={preset} initial={initial} {...slot} /> : <HotelFlightForm {...slot} />
}

/** A holiday tab's sub-mode bar and the chosen sub-mode's form (`start`: the sub-tab and values it opens with). */
function SubTabs({
  tab,
  selected,
  onSelect,
  start,
  ...slot
}: {
  tab: HolidayTab
  selected?: string
  onSelect?: (id: string) => void
  start?: SearchStart
} & SearchFormSlot) {
  const items = SUB_TABS[tab]
  const from = start?.tab === tab ? start : undefined
  const [own, setOwn] = useState(from?.sub ?? items[0]!.id)
  const current = selected ?? own
  return (
    <Tabs
      variant="pill"
      selectedKey={current}
      onSelectionChange={(k) => {
        setOwn(String(k))
        onSelect?.(String(k))
      }}
    >
      <TabList aria-label={`Type de ${SEARCH_TABS.find((t) => t.id === tab)!.label.toLowerCase()}`}>
        {items.map((s) => (
          <Tab key={s.id} id={s.id}>
            {s.label}
          </Tab>
        ))}
      </TabList>
      {items.map((s) => (
        <TabPanel key={s.id} id={s.id}>
          <SubForm preset={s.preset} initial={from?.values} {...slot} />
        </TabPanel>
      ))}
    </Tabs>
  )
}

/**
 * The desktop bar: Séjours (default), Circuits, Croisières, Vols as tabs, each with its
 * sub-tabs; `start`: the tab, sub-tab and values it opens with (a search to change).
 */
export function HolidaySearchTabs({ onSearched, start }: { onSearched?: () => void; start?: SearchStart }) {
  return (
    <div className={styles.bar}>
      <Tabs defaultSelectedKey={start?.tab ?? 'sejour'}>
        <TabList aria-label="Type de voyage">
          {SEARCH_TABS.map((t) => (
            <Tab key={t.id} id={t.id}>
              {t.label}
            </Tab>
          ))}
        </TabList>
        {(['sejour', 'circuit', 'croisiere'] as const).map((t) => (
          <TabPanel key={t} id={t}>
            <SubTabs tab={t} onSearched={onSearched} start={start} />
          </TabPanel>
        ))}
        <TabPanel id="vol">
          <FlightSearchForm variant="compact" onSearched={onSearched} />
        </TabPanel>
      </Tabs>
    </div>
  )
}

export interface HolidaySearchDrawerProps extends Pick<DrawerProps, 'placement' | 'size'> {
  isOpen: boolean
  onOpenChange: (open: boolean) => void
  onSearched?: () => void
  /** The type, sub-mode and values it opens with (a search to change). */
  start?: SearchStart
}

/**
 * The full-screen search drawer 'Séjours, Circuits, Croisières, vols' (§2.9, mobile): four
 * type tiles, the chosen type's sub-mode bar and form, and a fixed 'Rechercher' that submits
 * the active form (the flight form keeps its own button).
 */
export function HolidaySearchDrawer({ isOpen, onOpenChange, onSearched, start, placement = 'bottom', size = 'full' }: HolidaySearchDrawerProps) {
  const [tab, setTab] = useState<SearchTab>(start?.tab ?? 'sejour')
  const [subs, setSubs] = useState<Partial<Record<HolidayTab, string>>>(start ? { [start.tab]: start.sub } : {})
  const [navigating, setNavigating] = useState(false)
  const formId = useId()
  const searched = () => {
    onOpenChange(false)
    onSearched?.()
  }
  return (
    <Drawer
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      placement={placement}
      size={size}
      title={SEARCH_DRAWER_TITLE}
      footer={
        tab === 'vol' ? undefined : (
          <Button
            type="submit"
            form={formId}
            fullWidth
            size="lg"
            iconStart={<Search size={20} aria-hidden="true" />}
            isDisabled={navigating}
            isLoading={navigating}
            loadingLabel="Recherche en cours…"
          >
            Rechercher
          </Button>
        )
      }
    >
      <div className={styles.drawerBar}>
        <RACToggleButtonGroup
          aria-label="Type de voyage"
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[tab]}
          onSelectionChange={(keys) => setTab(([...keys][0] as SearchTab | undefined) ?? 'sejour')}
          className={styles.typeTiles}
        >
          {SEARCH_TABS.map((t) => {
            const Icon = TAB_ICONS[t.id]
            return (
              <RACToggleButton key={t.id} id={t.id} className={styles.tile}>
                <Icon size={24} aria-hidden="true" />
                {t.label}
              </RACToggleButton>
            )
          })}
        </RACToggleButtonGroup>
        {tab === 'vol' ? (
          <FlightSearchForm variant="compact" onSearched={searched} />
        ) : (
          <SubTabs
            key={tab}
            tab={tab}
            selected={subs[tab]}
            onSelect={(id) => setSubs((s) => ({ ...s, [tab]: id }))}
            id={formId}
            hideSubmit
            onNavigatingChange={setNavigating}
            onSearched={searched}
            start={start}
          />
        )}
      </div>
    </Drawer>
  )
}
