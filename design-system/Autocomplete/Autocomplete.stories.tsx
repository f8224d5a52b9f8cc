import type { Story } from '@ladle/react'
import { useState } from 'react'
import { Autocomplete, AutocompleteItem, AutocompleteSection } from './Autocomplete'

export const VilleDeDepart: Story = () => {
  const [chosen, setChosen] = useState<string>('')
  return (
    <div style={{ maxWidth: 400 }}>
      <Autocomplete
        label="Rechercher une ville de départ"
        emptyMessage="Aucune ville de départ trouvée"
        note="Les villes suggérées dépendent de votre agence."
        onAction={(key) => setChosen(String(key))}
      >
        <AutocompleteSection title="Vos dernières entrées">
          <AutocompleteItem id="Bordeaux">Bordeaux</AutocompleteItem>
          <AutocompleteItem id="Bruxelles">Bruxelles</AutocompleteItem>
          <AutocompleteItem id="Genève">Genève</AutocompleteItem>
        </AutocompleteSection>
        <AutocompleteSection title="Villes de départ suggérées">
          {['Toulouse', 'Lyon', 'Marseille', 'Nice', 'Paris (tous les aéroports)', 'Paris Orly'].map((c) => (
            <AutocompleteItem key={c} id={c}>
              {c}
            </AutocompleteItem>
          ))}
        </AutocompleteSection>
      </Autocomplete>
      <p>Choix : {chosen || '—'}</p>
    </div>
  )
}
export const Vide: Story = () => (
  <div style={{ maxWidth: 400 }}>
    <Autocomplete label="Rechercher une destination" emptyMessage="Aucune destination trouvée" inputValue="Atlantide" onInputChange={() => {}}>
      {[] as never[]}
    </Autocomplete>
  </div>
)
