import type { Story } from '@ladle/react'
import { ExpandableText } from './ExpandableText'

const long =
  'Niché au cœur d’une baie aux eaux turquoise, ce club familial vous accueille dans un jardin méditerranéen de cinq hectares. Piscines chauffées, mini-club dès 4 ans, restaurant de spécialités crétoises et plage de sable fin accessible à pied : tout est réuni pour des vacances réussies.'

export const Longue: Story = () => (
  <div style={{ maxWidth: 560 }}>
    <ExpandableText text={long} />
  </div>
)
export const Courte: Story = () => <ExpandableText text="Hôtel de charme à deux pas du port." />
/** The short variant, for a list of texts (reviews). */
export const LirePlus: Story = () => (
  <div style={{ maxWidth: 560 }}>
    <ExpandableText text={long} moreLabel="Lire plus" />
  </div>
)
