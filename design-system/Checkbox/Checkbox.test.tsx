import { render, screen } from '../testing'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Checkbox, CheckboxGroup } from './Checkbox'

describe('Checkbox', () => {
  it('toggles with Space', async () => {
    const onChange = vi.fn()
    render(<Checkbox onChange={onChange}>Aller</Checkbox>)
    await userEvent.tab()
    await userEvent.keyboard(' ')
    expect(screen.getByRole('checkbox', { name: 'Aller' })).toBeChecked()
    expect(onChange).toHaveBeenCalledWith(true)
  })
  it('is named by its label and described by its description (with a description of its own)', async () => {
    render(
      <>
        <Checkbox description="Un e-mail vous sera envoyé." aria-describedby="erreur">
          Créer mon compte
        </Checkbox>
        <p id="erreur">Requis</p>
      </>,
    )
    const box = screen.getByRole('checkbox', { name: 'Créer mon compte' })
    expect(box).toHaveAccessibleDescription('Requis Un e-mail vous sera envoyé.')
    await userEvent.click(screen.getByText('Un e-mail vous sera envoyé.'))
    expect(box).toBeChecked()
  })
  it('group is labelled, collects values and announces its error', async () => {
    const onChange = vi.fn()
    render(
      <CheckboxGroup label="Hébergements" onChange={onChange} errorMessage="Choisissez au moins un hébergement">
        <Checkbox value="hotel">Hôtel</Checkbox>
        <Checkbox value="club">Club</Checkbox>
      </CheckboxGroup>,
    )
    const group = screen.getByRole('group', { name: 'Hébergements' })
    expect(group).toHaveAccessibleDescription('Choisissez au moins un hébergement')
    await userEvent.click(screen.getByRole('checkbox', { name: 'Club' }))
    expect(onChange).toHaveBeenCalledWith(['club'])
  })
})
