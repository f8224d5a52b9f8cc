import { render, screen, within } from '../testing'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { PhoneField as Field, type PhoneFieldProps } from './PhoneField'

const COUNTRIES = [
  { code: 'FR', name: 'France', dial: '33' },
  { code: 'BE', name: 'Belgique', dial: '32' },
]
const PhoneField = (props: Omit<PhoneFieldProps, 'countries'>) => <Field countries={COUNTRIES} {...props} />

describe('PhoneField', () => {
  it('defaults to France +33 and types a number', async () => {
    const onChange = vi.fn()
    render(<PhoneField onChange={onChange} />)
    expect(screen.getByRole('group', { name: 'Téléphone' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /Indicatif du pays/ })).toHaveTextContent('FR +33')
    await userEvent.type(screen.getByRole('textbox', { name: 'Numéro de téléphone' }), '612')
    expect(onChange).toHaveBeenLastCalledWith('612')
  })
  it('changes the country with the keyboard', async () => {
    const onCountryChange = vi.fn()
    render(<PhoneField onCountryChange={onCountryChange} />)
    screen.getByRole('button', { name: /Indicatif du pays/ }).focus()
    await userEvent.keyboard('{Enter}')
    const listbox = await screen.findByRole('listbox')
    await userEvent.click(within(listbox).getByRole('option', { name: 'Belgique (+32)' }))
    expect(onCountryChange).toHaveBeenCalledWith(expect.objectContaining({ code: 'BE', dial: '32' }))
  })
  it('announces the error on the number', () => {
    render(<PhoneField errorMessage="Le numéro de téléphone est requis" />)
    expect(screen.getByRole('textbox', { name: 'Numéro de téléphone' })).toHaveAccessibleDescription('Le numéro de téléphone est requis')
  })
})
