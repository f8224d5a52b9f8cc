import type { Story } from '@ladle/react'
import { useListData } from 'react-aria-components'
import { Tag, TagGroup } from './TagGroup'

export const Amovibles: Story = () => {
  const list = useListData({
    initialItems: [
      { id: 'crete', name: 'Crète' },
      { id: '4e', name: '4 étoiles' },
      { id: 'club', name: 'Club' },
      { id: 'ai', name: 'Tout compris' },
    ],
  })
  return (
    <TagGroup
      label="Filtres sélectionnés"
      items={list.items}
      onRemove={(keys) => list.remove(...keys)}
      onClearAll={() => list.remove(...list.items.map((i) => i.id))}
      emptyMessage="Aucun filtre"
    >
      {(item) => <Tag id={item.id}>{item.name}</Tag>}
    </TagGroup>
  )
}
export const Statiques: Story = () => (
  <TagGroup label="Inclus">
    <Tag id="bag">Bagage en soute</Tag>
    <Tag id="seat">Choix du siège</Tag>
  </TagGroup>
)
export const Vide: Story = () => (
  <TagGroup label="Filtres sélectionnés" emptyMessage="Aucun filtre">
    {[]}
  </TagGroup>
)
