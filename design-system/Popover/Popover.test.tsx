import userEvent from '@testing-library/user-event'
import { DialogTrigger } from 'react-aria-components'
import { describe, expect, it } from 'vitest'
import { Button } from '../Button/Button'
import { render, screen } from '../testing'
import { PopoverDialog } from './Popover'

describe('Popover', () => {
  it('opens a titled dialog and closes on Escape, focus back on the trigger', async () => {
    render(
      <DialogTrigger>
        <Button>Voyageurs</Button>
        <PopoverDialog title="Voyageurs">contenu</PopoverDialog>
      </DialogTrigger>,
    )
    await userEvent.tab()
    await userEvent.keyboard('{Enter}')
    expect(await screen.findByRole('dialog', { name: 'Voyageurs' })).toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('button', { name: 'Voyageurs' })).toHaveFocus()
  })
})
