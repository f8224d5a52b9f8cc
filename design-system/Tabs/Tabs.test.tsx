import { useState } from 'react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { hydrateFromServer, render, screen } from '../testing'
import { Tab, TabList, TabPanel, Tabs, type TabKey } from './Tabs'

function Example({ onSelectionChange }: { onSelectionChange?: (key: TabKey) => void }) {
  return (
    <Tabs onSelectionChange={onSelectionChange}>
      <TabList aria-label="Type de vol">
        <Tab id="rt">Aller-retour</Tab>
        <Tab id="ow">Aller simple</Tab>
        <Tab id="md" isDisabled>
          Multi-destinations
        </Tab>
        <Tab id="hotel">Hôtel</Tab>
      </TabList>
      <TabPanel id="rt">
        <label>
          Départ <input />
        </label>
      </TabPanel>
      <TabPanel id="ow">Formulaire aller simple</TabPanel>
      <TabPanel id="md">Formulaire multi-destinations</TabPanel>
      <TabPanel id="hotel">Formulaire hôtel</TabPanel>
    </Tabs>
  )
}

describe('Tabs', () => {
  it('moves between tabs with arrow keys, Home and End (skipping a disabled tab), and shows the panel', async () => {
    const changes: TabKey[] = []
    render(<Example onSelectionChange={(key) => changes.push(key)} />)
    expect(screen.getByRole('tablist', { name: 'Type de vol' })).toHaveAttribute('aria-orientation', 'horizontal')
    const first = screen.getByRole('tab', { name: 'Aller-retour' })
    expect(first).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel', { name: 'Aller-retour' })).toHaveAttribute('id', first.getAttribute('aria-controls'))
    await userEvent.tab()
    expect(first).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Aller simple' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Formulaire aller simple')
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Hôtel' })).toHaveFocus()
    expect(screen.getByRole('tab', { name: 'Multi-destinations' })).toHaveAttribute('aria-selected', 'false')
    await userEvent.keyboard('{ArrowRight}')
    expect(first).toHaveFocus()
    await userEvent.keyboard('{End}')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Formulaire hôtel')
    await userEvent.keyboard('{Home}{ArrowLeft}')
    expect(screen.getByRole('tab', { name: 'Hôtel' })).toHaveAttribute('aria-selected', 'true')
    expect(changes).toEqual(['ow', 'hotel', 'rt', 'hotel', 'rt', 'hotel'])
    // Only the selected tab is in the Tab order; Tab goes on to the panel (no tabbable element in it).
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, -1, -1, 0])
    await userEvent.tab()
    expect(screen.getByRole('tabpanel')).toHaveFocus()
  })

  it('selects by click, not a disabled tab; a panel with a field is not itself in the Tab order', async () => {
    render(<Example />)
    expect(screen.getByRole('tabpanel')).not.toHaveAttribute('tabindex')
    await userEvent.click(screen.getByRole('tab', { name: 'Multi-destinations' }))
    expect(screen.getByRole('tab', { name: 'Aller-retour' })).toHaveAttribute('aria-selected', 'true')
    await userEvent.click(screen.getByRole('tab', { name: 'Aller simple' }))
    expect(screen.getByRole('tabpanel', { name: 'Aller simple' })).toHaveAttribute('tabindex', '0')
  })

  it('follows a controlled selection', async () => {
    const onChange = vi.fn()
    function Controlled() {
      const [key, setKey] = useState<TabKey>('ow')
      return (
        <>
          <button type="button" onClick={() => setKey('hotel')}>
            Hôtel, d’ailleurs
          </button>
          <Tabs selectedKey={key} onSelectionChange={onChange}>
            <TabList aria-label="Type">
              <Tab id="ow">Aller simple</Tab>
              <Tab id="hotel">Hôtel</Tab>
            </TabList>
            <TabPanel id="ow">Vol</TabPanel>
            <TabPanel id="hotel">Chambre</TabPanel>
          </Tabs>
        </>
      )
    }
    render(<Controlled />)
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Vol')
    await userEvent.click(screen.getByRole('tab', { name: 'Hôtel' }))
    expect(onChange).toHaveBeenCalledWith('hotel')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Vol')
    await userEvent.click(screen.getByRole('button', { name: 'Hôtel, d’ailleurs' }))
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Chambre')
  })

  it('hydrates the server’s markup in one render, keeping its ids', async () => {
    const { container, phases, serverIds, unmount } = await hydrateFromServer(<Example />)
    expect(phases).toEqual(['mount'])
    expect([...container.querySelectorAll('[id]')].map((e) => e.id)).toEqual(serverIds)
    expect(container.querySelector('[role="tabpanel"]')?.getAttribute('aria-labelledby')).toBe(container.querySelector('[aria-selected="true"]')?.id)
    await unmount()
  })
})
