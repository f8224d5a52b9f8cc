import { describe, expect, it } from 'vitest'
import type { StoredAddress } from '~/api-contract/account'
import { addressErrors } from './address-form'
import { addressListAfter, decodeQuoted, emptyAddress, encodeQuoted, fromStoredAddress, readAddresses, toAddressRequest } from './address'

const stored = (over: Partial<StoredAddress> = {}): StoredAddress => ({
  id: 1,
  address_type: 'delivery',
  country: 'fr',
  default: true,
  delivery_note: "{'note': 'Digicode 4821', 'elevator': true}",
  locality: 'Lyon',
  phone_number: '612345678',
  postal_code: '69002',
  recipient: "{'first_name': 'Camille', 'last_name': 'Martin'}",
  street_address: "{'street_number': '12', 'street': 'rue de la République'}",
  ...over,
})

describe('single-quoted JSON', () => {
  it('round-trips names with apostrophes, double quotes, accents and backslashes', () => {
    const value = { first_name: "Zoé d'Arc", last_name: 'O"Neil \\ Ñúñez', elevator: true }
    const text = encodeQuoted(value)
    expect(text.startsWith("{'first_name':'")).toBe(true)
    expect(decodeQuoted(text)).toEqual(value)
  })

  it('reads the stored form, plain JSON and an unescaped apostrophe inside a value', () => {
    expect(decodeQuoted("{'street_number': '12', 'street': 'rue de l'Église'}")).toEqual({ street_number: '12', street: "rue de l'Église" })
    expect(decodeQuoted('{"note": "x", "elevator": false}')).toEqual({ note: 'x', elevator: false })
  })

  it('gives null for what cannot be read', () => {
    for (const bad of ['', 'Camille Martin', "{'first_name': 'Camille'", '[1, 2]', "{'a': }", "{'a': 'b\\"]) expect(decodeQuoted(bad)).toBeNull()
  })
})

describe('stored addresses', () => {
  it('maps a stored address to the form fields', () => {
    expect(fromStoredAddress(stored())).toEqual({
      id: 1,
      addressType: 'delivery',
      firstName: 'Camille',
      lastName: 'Martin',
      streetNumber: '12',
      street: 'rue de la République',
      fullAddress: '12 rue de la République',
      postalCode: '69002',
      city: 'Lyon',
      phoneNumber: '612345678',
      deliveryInstructions: 'Digicode 4821',
      hasElevator: true,
      isDefault: true,
      country: 'FR',
    })
  })

  it('skips an address that cannot be parsed, never throws', () => {
    const list = [stored(), stored({ id: 2, recipient: 'Camille Martin' }), stored({ id: 3, street_address: "{'street': " })]
    expect(readAddresses(list).map((a) => a.id)).toEqual([1])
  })

  it('writes the request and reads it back the same (round trip)', () => {
    const values = {
      ...emptyAddress('billing'),
      firstName: "Anne-Sophie l'Hôte",
      lastName: 'Dupré',
      streetNumber: '3 bis',
      street: "allée de l'Orée",
      postalCode: '75011',
      city: 'Paris',
      deliveryInstructions: 'Sonner "2 fois"',
      hasElevator: true,
      isDefault: true,
    }
    const request = toAddressRequest(values)
    expect(request).toMatchObject({ address_type: 'billing', country: 'fr', default: true, locality: 'Paris', postal_code: '75011' })
    const back = fromStoredAddress({
      ...request,
      id: 9,
      address_type: 'billing',
      country: 'fr',
      default: true,
      delivery_note: request.delivery_note!,
      phone_number: '',
    } as StoredAddress)
    expect(back).toMatchObject({
      firstName: values.firstName,
      lastName: 'Dupré',
      streetNumber: '3 bis',
      street: values.street,
      deliveryInstructions: values.deliveryInstructions,
      hasElevator: true,
    })
  })

  it('sends the whole list; one default per type; the first of a type is its default', () => {
    const addresses = readAddresses([stored(), stored({ id: 2, default: false, recipient: "{'first_name': 'B', 'last_name': 'C'}" })])
    const made = addressListAfter(addresses, { makeDefault: 2 })
    expect(made.map((a) => a.default)).toEqual([false, true])
    expect(addressListAfter(addresses, { remove: 1 })).toHaveLength(1)
    const added = addressListAfter(addresses, { save: { ...emptyAddress('billing'), firstName: 'A', lastName: 'B', street: 'x', postalCode: '1', city: 'y' } })
    expect(added).toHaveLength(3)
    expect(added[2]).toMatchObject({ address_type: 'billing', default: true })
  })

  it('has the §5 messages', () => {
    expect(addressErrors({ ...emptyAddress(''), country: '' })).toEqual({
      addressType: "Le type d'adresse est requis",
      firstName: 'Le prénom est requis',
      lastName: 'Le nom est requis',
      street: 'La rue est requise',
      postalCode: 'Le code postal est requis',
      city: 'La ville est requise',
      country: 'Le pays est requis',
    })
  })
})
