import { useState } from 'react'
import { Tab, TabList, TabPanel, Tabs } from 'design-system'
import { FlightSearchForm } from '~/features/flights/lazy'
import { CRUISE_MODES, SEARCH_TABS, TOUR_MODES, type SearchTab } from '../../constants'
import type { FormPreset } from '../../holiday-search'
import { HolidaySearchForm } from './HolidaySearchForm'
import * as styles from './SearchBar.css'

/** Sub-tabs of each holiday tab, with the form and theme each presets (§2.9). */
const SUB_TABS: Record<Exclude<SearchTab, 'vol'>, readonly { id: string; label: string; preset: FormPreset }[]> = {
  sejour: [
    { id: 'hotel-club', label: 'Hotel ou club', preset: { kind: 'hotel-club', theme: null } },
    { id: 'rentals', label: 'Locations & campings', preset: { kind: 'rentals', theme: null } },
  ],
  circuit: TOUR_MODES.map((m) => ({ id: m.id, label: m.label, preset: { kind: 'circuit', theme: m.theme } })),
  croisiere: CRUISE_MODES.map((m) => ({ id: m.id, label: m.label, preset: { kind: 'croisiere', theme: m.theme } })),
}

function SubTabs({ tab, onSearched }: { tab: Exclude<SearchTab, 'vol'>; onSearched?: () => void }) {
  const items = SUB_TABS[tab]
  const [selected, setSelected] = useState(items[0]!.id)
  return (
    <Tabs variant="pill" selectedKey={selected} onSelectionChange={(k) => setSelected(String(k))}>
      <TabList aria-label={`Type de ${SEARCH_TABS.find((t) => t.id === tab)!.label.toLowerCase()}`}>
        {items.map((s) => (
          <Tab key={s.id} id={s.id}>
            {s.label}
          </Tab>
        ))}
      </TabList>
      {items.map((s) => (
        <TabPanel key={s.id} id={s.id}>
          <HolidaySearchForm preset={s.preset} onSearched={onSearched} />
        </TabPanel>
      ))}
    </Tabs>
  )
}

/**
 * The holiday search bar (§2.9): Séjours (default), Circuits, Croisières, Vols, each with its
 * sub-tabs; the holiday tabs lead to /search-products, Vols is the flight search form (it
 * stores the search and goes to /search).
 */
export function HolidaySearchBar({ onSearched }: { onSearched?: () => void }) {
  return (
    <div className={styles.bar}>
      <Tabs defaultSelectedKey="sejour">
        <TabList aria-label="Type de voyage">
          {SEARCH_TABS.map((t) => (
            <Tab key={t.id} id={t.id}>
              {t.label}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="sejour">
          <SubTabs tab="sejour" onSearched={onSearched} />
        </TabPanel>
        <TabPanel id="circuit">
          <SubTabs tab="circuit" onSearched={onSearched} />
        </TabPanel>
        <TabPanel id="croisiere">
          <SubTabs tab="croisiere" onSearched={onSearched} />
        </TabPanel>
        <TabPanel id="vol">
          <FlightSearchForm variant="compact" onSearched={onSearched} />
        </TabPanel>
      </Tabs>
    </div>
  )
}

export default HolidaySearchBar
