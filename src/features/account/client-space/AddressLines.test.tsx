import { describe, expect, it } from 'vitest'
import { render, screen } from 'design-system/testing'
import type { Address } from './address'
import { AddressLines } from './AddressLines'

const address: Address = {
  id: 1,
  addressType: 'delivery',
  firstName: 'Jean',
  lastName: 'Valjean',
  streetNumber: '',
  street: 'rue Plumet',
  fullAddress: 'rue Plumet',
  postalCode: '75007',
  city: 'Paris',
  phoneNumber: '0612345678',
  deliveryInstructions: '',
  country: 'FR',
  hasElevator: false,
  isDefault: true,
}

describe('AddressLines', () => {
  it("writes the phone internationally, with the address's country code", () => {
    const { rerender } = render(<AddressLines address={address} />)
    expect(screen.getByRole('group')).toHaveTextContent(/Paris\s*\+33 6 12 34 56 78$/)
    rerender(<AddressLines address={{ ...address, country: 'BE', phoneNumber: '0470123456' }} />)
    expect(screen.getByRole('group')).toHaveTextContent(/\(BE\)\s*\+32 470 12 34 56$/)
  })
})
