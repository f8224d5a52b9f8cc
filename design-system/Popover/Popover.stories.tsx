import type { Story } from '@ladle/react'
import { Info } from 'lucide-react'
import { DialogTrigger } from 'react-aria-components'
import { Button } from '../Button/Button'
import { IconButton } from '../IconButton/IconButton'
import { PopoverDialog } from './Popover'

export const Defaut: Story = () => (
  <DialogTrigger>
    <Button variant="secondary">Voyageurs</Button>
    <PopoverDialog title="Voyageurs" showArrow placement="bottom start">
      <p style={{ margin: 0, maxWidth: 280 }}>9 passagers au maximum, dont au moins un adulte.</p>
    </PopoverDialog>
  </DialogTrigger>
)
export const Ouvert: Story = () => (
  <div style={{ minHeight: 220 }}>
    <DialogTrigger defaultOpen>
      <IconButton icon={Info} variant="outline" aria-label="Informations sur les bagages" />
      <PopoverDialog title="Bagages" showArrow placement="bottom start">
        <p style={{ margin: 0, maxWidth: 280 }}>Un bagage cabine de 10 kg est inclus.</p>
      </PopoverDialog>
    </DialogTrigger>
  </div>
)
