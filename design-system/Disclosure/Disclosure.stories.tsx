import type { Story } from '@ladle/react'
import { Accordion, Disclosure } from './Disclosure'

export const Defaut: Story = () => (
  <Disclosure title="Meilleurs prix">
    <p style={{ margin: 0 }}>Espagne dès 89,00 €, Portugal dès 112,00 €, Grèce dès 149,00 €.</p>
  </Disclosure>
)
export const Ouvert: Story = () => (
  <Disclosure title="Aller : Paris → Lisbonne" defaultExpanded>
    <p style={{ margin: 0 }}>Vol TP 433, départ 07:15, arrivée 08:50.</p>
  </Disclosure>
)
export const Accordeon: Story = () => (
  <Accordion defaultExpandedKeys={['themes']}>
    <Disclosure id="themes" title="Thématiques">
      Plage, famille, romantique.
    </Disclosure>
    <Disclosure id="hebergements" title="Hébergements">
      Hôtel, club, résidence.
    </Disclosure>
    <Disclosure id="notes" title="Notes clients">
      Excellent, Superbe, Très bien.
    </Disclosure>
  </Accordion>
)
export const Desactive: Story = () => (
  <Disclosure title="Options (indisponibles)" isDisabled>
    contenu
  </Disclosure>
)
