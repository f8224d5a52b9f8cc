import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { render, screen } from '../testing'
import { ClearableFieldPanel } from './ClearableFieldPanel'

function Example() {
  const [city, setCity] = useState('Lyon')
  return (
    <ClearableFieldPanel title="Ville de départ" canClear={city !== ''} onClear={() => setCity('')}>
      <label>
        Ville
        <input value={city} onChange={(e) => setCity(e.target.value)} />
      </label>
    </ClearableFieldPanel>
  )
}

describe('ClearableFieldPanel', () => {
  it("is a named group whose 'Effacer' resets the field and hands focus to it", async () => {
    render(<Example />)
    expect(screen.getByRole('group', { name: 'Ville de départ' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Effacer : Ville de départ' }))
    expect(screen.getByRole('textbox', { name: 'Ville' })).toHaveValue('')
    expect(screen.getByRole('textbox', { name: 'Ville' })).toHaveFocus()
    expect(screen.queryByRole('button', { name: /Effacer/ })).toBeNull()
  })
})
