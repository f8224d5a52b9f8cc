import userEvent from '@testing-library/user-event'
import { render, screen, within } from 'design-system/testing'
import { describe, expect, it, vi } from 'vitest'
import type { LocationFieldProps } from '~/features/flights/lazy'
import { HOTEL_FLIGHT_MESSAGES as M } from '../../constants'

vi.mock('../../catalogue.functions', () => ({ createHotelFlightDeeplink: vi.fn() }))
// The location search stands in as a text box whose 'Choisir' picks a place named as typed.
vi.mock('~/features/flights/lazy', () => ({
  LocationField: ({ label, inputValue, errorMessage, errorMessageId, onInputChange, onSelect }: LocationFieldProps) => (
    <div>
      <input aria-label={label} aria-describedby={errorMessageId} value={inputValue} onChange={(e) => onInputChange(e.target.value)} />
      <button type="button" onClick={() => onSelect({ code: 'PAR', name: inputValue, countryCode: 'FR', type: 'City' })}>
        {`Choisir ${label}`}
      </button>
      {errorMessage ? <p>{errorMessage}</p> : null}
    </div>
  ),
}))

const { HotelFlightForm } = await import('./HotelFlightForm')

describe('HotelFlightForm', () => {
  it('submitted empty: every rule once, in the banner, read with its field; the messages follow the fields as they are fixed', async () => {
    render(<HotelFlightForm />)
    const form = screen.getByRole('form', { name: 'Rechercher un hôtel + vol' })
    const banner = within(form).getByRole('alert')
    expect(banner).toBeEmptyDOMElement()
    await userEvent.type(screen.getByLabelText('Ville de départ'), 'Paris')
    await userEvent.click(screen.getByRole('button', { name: 'Rechercher' }))
    for (const m of [M.departureRequired, M.destinationRequired, M.departureDateRequired, M.returnDateRequired]) {
      expect(banner).toHaveTextContent(m)
      expect(screen.getAllByText(m)).toHaveLength(1)
    }
    expect(screen.getByLabelText('Destination')).toHaveAccessibleDescription(M.destinationRequired)
    expect(screen.getByRole('button', { name: /^Date de retour/ })).toHaveAccessibleDescription(M.returnDateRequired)
    // A place chosen: its message goes from the banner and the field, the text typed stays.
    await userEvent.click(screen.getByRole('button', { name: 'Choisir Ville de départ' }))
    expect(banner).not.toHaveTextContent(M.departureRequired)
    expect(screen.getByLabelText('Ville de départ')).not.toHaveAttribute('aria-describedby')
    expect(screen.getByLabelText('Ville de départ')).toHaveValue('Paris')
    // Typing again drops the place: the rule speaks again, live.
    await userEvent.type(screen.getByLabelText('Ville de départ'), ' Orly')
    expect(banner).toHaveTextContent(M.departureRequired)
    expect(screen.getByLabelText('Ville de départ')).toHaveValue('Paris Orly')
  })
})
