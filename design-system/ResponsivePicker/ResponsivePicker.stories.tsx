import type { Story } from '@ladle/react'
import { CalendarDays, Clock, MapPin, Users } from 'lucide-react'
import { useState } from 'react'
import { Autocomplete, AutocompleteItem, AutocompleteSection } from '../Autocomplete/Autocomplete'
import { Button } from '../Button/Button'
import { Columns, Stack } from '../Layout/Layout'
import { CountStepper } from '../NumberField/NumberField'
import { ToggleButton, ToggleButtonGroup } from '../ToggleButtonGroup/ToggleButtonGroup'
import { ResponsivePicker } from './ResponsivePicker'

const cities = ['Toulouse', 'Lyon', 'Marseille', 'Nice', 'Paris (tous les aéroports)', 'Paris Orly']

export const FormulaireDeRecherche: Story = () => {
  const [city, setCity] = useState<string | null>(null)
  const [duration, setDuration] = useState<string | null>(null)
  const [adults, setAdults] = useState(2)
  return (
    <Columns columns={{ xs: 1, md: 3 }} space="sm">
      <ResponsivePicker
        label="Ville de départ"
        placeholder="Sans préférence"
        value={city}
        icon={<MapPin size={20} aria-hidden="true" />}
        onClear={() => setCity(null)}
      >
        {(close) => (
          <Autocomplete
            label="Rechercher une ville de départ"
            emptyMessage="Aucune ville de départ trouvée"
            note="Les suggestions dépendent de votre agence."
            onAction={(key) => {
              setCity(String(key))
              close()
            }}
          >
            <AutocompleteSection title="Villes de départ suggérées">
              {cities.map((c) => (
                <AutocompleteItem key={c} id={c}>
                  {c}
                </AutocompleteItem>
              ))}
            </AutocompleteSection>
          </Autocomplete>
        )}
      </ResponsivePicker>
      <ResponsivePicker
        label="Durée / Flexibilité"
        placeholder="Sans préférence"
        value={duration}
        icon={<Clock size={20} aria-hidden="true" />}
        onClear={() => setDuration(null)}
        footer={(close) => (
          <>
            <Button variant="tertiary" onPress={close}>
              Annuler
            </Button>
            <Button onPress={close}>Valider</Button>
          </>
        )}
      >
        <Stack space="md">
          <strong>Combien de temps ?</strong>
          <ToggleButtonGroup
            aria-label="Durée"
            selectionMode="single"
            selectedKeys={duration ? [duration] : []}
            onSelectionChange={(k) => setDuration(([...k][0] as string) ?? null)}
          >
            {['Peu importe', 'Moins d’une semaine', 'Une semaine', 'Entre une et deux semaines', 'Deux semaines', 'Plus de deux semaines'].map((d) => (
              <ToggleButton key={d} id={d}>
                {d}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
      </ResponsivePicker>
      <ResponsivePicker
        label="Voyageurs"
        value={`${adults} adulte${adults > 1 ? 's' : ''}`}
        icon={<Users size={20} aria-hidden="true" />}
        footer={(close) => <Button onPress={close}>Valider</Button>}
      >
        <CountStepper label="Adultes" minValue={1} maxValue={9} value={adults} onChange={setAdults} />
      </ResponsivePicker>
    </Columns>
  )
}
export const Ouvert: Story = () => (
  <div style={{ maxWidth: 360, minHeight: 320 }}>
    <ResponsivePicker
      label="Date de départ"
      placeholder="Sans préférence"
      icon={<CalendarDays size={20} aria-hidden="true" />}
      isOpen
      onOpenChange={() => {}}
      onClear={() => {}}
      footer={<Button>Valider</Button>}
    >
      <p style={{ margin: 0 }}>Choisissez une date exacte ou une période.</p>
    </ResponsivePicker>
  </div>
)
export const Invalide: Story = () => (
  <div style={{ maxWidth: 360 }}>
    <ResponsivePicker
      label="Destination"
      placeholder="Je suis flexible"
      errorMessage="La destination est requise"
      icon={<MapPin size={20} aria-hidden="true" />}
    >
      <p>contenu</p>
    </ResponsivePicker>
  </div>
)
export const AnnulerValider: Story = () => (
  <div style={{ maxWidth: 360, minHeight: 320 }}>
    <ResponsivePicker
      label="Durée / Flexibilité"
      title="Combien de temps ?"
      icon={<CalendarDays size={20} aria-hidden="true" />}
      isOpen
      onOpenChange={() => {}}
      cancelLabel="Annuler"
      confirmLabel="Valider"
      onConfirm={() => {}}
    >
      <p style={{ margin: 0 }}>Valider applique le choix, Annuler le laisse de côté.</p>
    </ResponsivePicker>
  </div>
)
