import { render, screen } from '../testing'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Tab, TabList, TabPanel, Tabs } from './Tabs'

describe('Tabs', () => {
  it('moves between tabs with arrow keys and shows the panel', async () => {
    render(
      <Tabs>
        <TabList aria-label="Type de vol">
          <Tab id="rt">Aller-retour</Tab>
          <Tab id="ow">Aller simple</Tab>
        </TabList>
        <TabPanel id="rt">Formulaire aller-retour</TabPanel>
        <TabPanel id="ow">Formulaire aller simple</TabPanel>
      </Tabs>,
    )
    expect(screen.getByRole('tablist', { name: 'Type de vol' })).toBeInTheDocument()
    await userEvent.tab()
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Aller simple' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Formulaire aller simple')
  })
})
