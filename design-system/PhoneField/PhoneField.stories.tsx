import type { Story } from '@ladle/react'
import { useState } from 'react'
import { PhoneField } from './PhoneField'

/** A sample of the app's list. */
const COUNTRIES = [
  { code: 'FR', name: 'France', dial: '33' },
  { code: 'BE', name: 'Belgique', dial: '32' },
  { code: 'CH', name: 'Suisse', dial: '41' },
]

export const Defaut: Story = () => {
  const [country, setCountry] = useState('FR')
  const [value, setValue] = useState('')
  return (
    <div style={{ maxWidth: 420 }}>
      <PhoneField countries={COUNTRIES} country={country} onCountryChange={(c) => setCountry(c.code)} value={value} onChange={setValue} isRequired />
      <p>
        Indicatif : {country}, numéro : {value || '—'}
      </p>
    </div>
  )
}
export const Invalide: Story = () => (
  <div style={{ maxWidth: 420 }}>
    <PhoneField countries={COUNTRIES} defaultValue="12ab" errorMessage="Le numéro de téléphone n'est pas valide" />
  </div>
)
export const Desactive: Story = () => (
  <div style={{ maxWidth: 420 }}>
    <PhoneField countries={COUNTRIES} defaultValue="6 12 34 56 78" isDisabled />
  </div>
)
