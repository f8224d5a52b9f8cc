import type { Story } from '@ladle/react'
import { DialogTrigger } from 'react-aria-components'
import { Button } from '../Button/Button'
import { Checkbox, CheckboxGroup } from '../Checkbox/Checkbox'
import { CountStepper } from '../NumberField/NumberField'
import { Stack } from '../Layout/Layout'
import { BottomSheet, Drawer } from './Drawer'

const Filters = () => (
  <Stack space="lg">
    <CheckboxGroup label="Thématiques">
      <Checkbox value="plage">Plage</Checkbox>
      <Checkbox value="famille">Famille</Checkbox>
      <Checkbox value="romantique">Romantique</Checkbox>
    </CheckboxGroup>
    <CheckboxGroup label="Catégories">
      {[1, 2, 3, 4, 5].map((n) => (
        <Checkbox key={n} value={String(n)}>
          {n} étoile{n > 1 ? 's' : ''}
        </Checkbox>
      ))}
    </CheckboxGroup>
  </Stack>
)

export const Filtres: Story = () => (
  <DialogTrigger>
    <Button variant="secondary">Filtres</Button>
    <Drawer
      title="Filtres"
      placement="right"
      size="filters"
      footer={(close) => (
        <>
          <Button variant="tertiary" onPress={close}>
            Effacer les filtres
          </Button>
          <Button onPress={close} fullWidth>
            Afficher 128 offres
          </Button>
        </>
      )}
    >
      <Filters />
    </Drawer>
  </DialogTrigger>
)
export const FiltresOuvert: Story = () => (
  <DialogTrigger defaultOpen>
    <Button variant="secondary">Filtres</Button>
    <Drawer
      title="Filtres"
      footer={(close) => (
        <Button onPress={close} fullWidth>
          Afficher 128 offres
        </Button>
      )}
    >
      <Filters />
    </Drawer>
  </DialogTrigger>
)
export const DetailOuvert: Story = () => (
  <DialogTrigger defaultOpen>
    <Button>Voir le détail</Button>
    <Drawer title="Paris (CDG) → Lisbonne (LIS)" size="detail" footer={<Button fullWidth>Sélectionner</Button>}>
      <p style={{ margin: 0 }}>Détails du voyage : vol direct, 2 h 35, bagage cabine inclus.</p>
    </Drawer>
  </DialogTrigger>
)
export const AGaucheOuvert: Story = () => (
  <DialogTrigger defaultOpen>
    <Button>Menu</Button>
    <Drawer title="Menu" placement="left" size="filters">
      <p style={{ margin: 0 }}>Séjours, circuits, croisières, vols.</p>
    </Drawer>
  </DialogTrigger>
)
export const AGaucheLargeurDuContenuOuvert: Story = () => (
  <DialogTrigger defaultOpen>
    <Button>Nos voyages</Button>
    <Drawer title="Nos voyages" placement="left" size="auto">
      <div style={{ display: 'flex', gap: 24 }}>
        <p style={{ margin: 0, width: 240 }}>Séjours, circuits, croisières.</p>
        <p style={{ margin: 0, width: 240 }}>France, Antilles et Caraïbes, Océan Indien.</p>
      </div>
    </Drawer>
  </DialogTrigger>
)
export const FeuilleDuBasOuverte: Story = () => (
  <DialogTrigger defaultOpen>
    <Button>Voyageurs</Button>
    <BottomSheet
      title="Voyageurs"
      onBack={() => {}}
      onClear={() => {}}
      hideCloseButton
      footer={(close) => (
        <Button onPress={close} fullWidth size="lg">
          Valider
        </Button>
      )}
    >
      <Stack space="md" dividers>
        <CountStepper label="Adultes" description="12 ans et plus" minValue={1} maxValue={9} defaultValue={1} />
        <CountStepper label="Enfants" description="De 2 à 11 ans" maxValue={8} />
        <CountStepper label="Bébés" description="Moins de 2 ans" maxValue={4} />
      </Stack>
    </BottomSheet>
  </DialogTrigger>
)
export const PleinEcranOuvert: Story = () => (
  <DialogTrigger defaultOpen>
    <Button>Rechercher</Button>
    <BottomSheet
      size="full"
      title="Séjours, Circuits, Croisières, vols"
      footer={
        <Button fullWidth size="lg" variant="accent">
          Rechercher
        </Button>
      }
    >
      <p style={{ margin: 0 }}>Formulaire de recherche.</p>
    </BottomSheet>
  </DialogTrigger>
)
export const DuHautOuvert: Story = () => (
  <DialogTrigger defaultOpen>
    <Button>Séjour · Crète · juin · Une semaine</Button>
    <Drawer placement="top" title="Rechercher un voyage">
      <p style={{ margin: 0 }}>La barre de recherche.</p>
    </Drawer>
  </DialogTrigger>
)
