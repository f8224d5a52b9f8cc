import type { Story } from '@ladle/react'
import { BedDouble, Map, Plane, Ship } from 'lucide-react'
import { Tab, TabList, TabPanel, Tabs } from './Tabs'

export const Soulignes: Story = () => (
  <Tabs>
    <TabList aria-label="Type de voyage">
      <Tab id="stay">
        <BedDouble size={18} aria-hidden="true" /> Séjours
      </Tab>
      <Tab id="tour">
        <Map size={18} aria-hidden="true" /> Circuits
      </Tab>
      <Tab id="cruise">
        <Ship size={18} aria-hidden="true" /> Croisières
      </Tab>
      <Tab id="flight">
        <Plane size={18} aria-hidden="true" /> Vols
      </Tab>
    </TabList>
    <TabPanel id="stay">Hôtels, clubs et locations.</TabPanel>
    <TabPanel id="tour">Circuits organisés, en voiture ou privés.</TabPanel>
    <TabPanel id="cruise">Croisières maritimes et fluviales.</TabPanel>
    <TabPanel id="flight">Vols aller-retour, aller simple ou multi-destinations.</TabPanel>
  </Tabs>
)
export const Pastilles: Story = () => (
  <Tabs variant="pill">
    <TabList aria-label="Circuits">
      <Tab id="all">Tous les circuits</Tab>
      <Tab id="org">Circuits Organisés</Tab>
      <Tab id="auto">Circuits en voitures</Tab>
      <Tab id="private">Circuits privés</Tab>
      <Tab id="ext" isDisabled>
        Circuits avec extension
      </Tab>
    </TabList>
    <TabPanel id="all">Tous les circuits.</TabPanel>
    <TabPanel id="org">Circuits organisés.</TabPanel>
    <TabPanel id="auto">Circuits en voitures.</TabPanel>
    <TabPanel id="private">Circuits privés.</TabPanel>
    <TabPanel id="ext">Circuits avec extension.</TabPanel>
  </Tabs>
)
