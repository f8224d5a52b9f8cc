import type { AddressRequest, StoredAddress } from '~/api-contract/account'

/**
 * Stored addresses (booking-and-accounts.md §3): `recipient` (first and last name),
 * `street_address` (street number and street) and `delivery_note` (note and elevator flag) each
 * hold single-quoted JSON text, e.g. `{'first_name': 'Camille', 'last_name': 'Martin'}`. An
 * address whose fields cannot be parsed yields no result (skipped, never a crash).
 */

export type AddressType = 'billing' | 'delivery'
export const ADDRESS_TYPES: readonly AddressType[] = ['delivery', 'billing']
export const ADDRESS_TYPE_LABELS: Record<AddressType, string> = { delivery: 'Adresse de livraison', billing: 'Adresse de facturation' }

/** The address form's values (§3 address form). */
export interface AddressValues {
  addressType: AddressType | ''
  firstName: string
  lastName: string
  streetNumber: string
  street: string
  postalCode: string
  city: string
  phoneNumber: string
  deliveryInstructions: string
  /** ISO 3166 alpha-2, upper case ('FR'). */
  country: string
  hasElevator: boolean
  isDefault: boolean
}

/** A stored address as the app reads it. */
export interface Address extends Omit<AddressValues, 'addressType'> {
  id: number
  addressType: AddressType
  /** '12 rue de la République' (number and street). */
  fullAddress: string
}

export const emptyAddress = (addressType: AddressType | '' = 'delivery'): AddressValues => ({
  addressType,
  firstName: '',
  lastName: '',
  streetNumber: '',
  street: '',
  postalCode: '',
  city: '',
  phoneNumber: '',
  deliveryInstructions: '',
  country: 'FR',
  hasElevator: false,
  isDefault: false,
})

/** Single-quoted JSON of a flat object: JSON with the quote characters swapped (a `'` in a value is escaped). */
export function encodeQuoted(value: Record<string, string | boolean | number | null>): string {
  const json = JSON.stringify(value).replace(/'/g, '\\u0027')
  let out = ''
  for (let i = 0; i < json.length; i++) {
    const c = json[i]!
    if (c === '\\' && json[i + 1] === '"') {
      out += '"'
      i++
    } else if (c === '\\') {
      out += c + json[i + 1]
      i++
    } else out += c === '"' ? "'" : c
  }
  return out
}

/**
 * Reads single-quoted JSON (also plain JSON). Inside a single-quoted string `\'` is a quote, a
 * raw `"` is a character; a `'` not followed by `,` `:` `}` `]` (or the end) is read as an
 * apostrophe (`l'Église` written without escaping). Returns null when it cannot be read.
 */
export function decodeQuoted(text: string): Record<string, unknown> | null {
  let json = ''
  let quote: '"' | "'" | null = null
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (!quote) {
      if (c === "'" || c === '"') {
        quote = c
        json += '"'
      } else json += c
      continue
    }
    if (c === '\\') {
      const next = text[i + 1]
      if (next === undefined) return null
      json += next === "'" ? "'" : c + next
      i++
    } else if (c === quote) {
      const after = text.slice(i + 1).trimStart()[0]
      if (quote === "'" && after !== undefined && !',:}]'.includes(after)) json += "'"
      else {
        quote = null
        json += '"'
      }
    } else if (c === '"') json += '\\"'
    else json += c
  }
  if (quote) return null
  try {
    const value: unknown = JSON.parse(json)
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null
  } catch {
    return null
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '')

/** A stored address read, or null when one of its encoded fields cannot be parsed. */
export function fromStoredAddress(stored: StoredAddress): Address | null {
  const recipient = decodeQuoted(stored.recipient)
  const street = decodeQuoted(stored.street_address)
  const note = stored.delivery_note.trim() ? decodeQuoted(stored.delivery_note) : {}
  if (!recipient || !street || !note) return null
  const streetNumber = text(street.street_number).trim()
  const streetName = text(street.street).trim()
  return {
    id: stored.id,
    addressType: stored.address_type,
    firstName: text(recipient.first_name),
    lastName: text(recipient.last_name),
    streetNumber,
    street: streetName,
    fullAddress: [streetNumber, streetName].filter(Boolean).join(' '),
    postalCode: stored.postal_code,
    city: stored.locality,
    phoneNumber: stored.phone_number,
    deliveryInstructions: text(note.note),
    hasElevator: note.elevator === true,
    isDefault: stored.default,
    country: (stored.country || 'fr').toUpperCase(),
  }
}

/** The addresses that can be read (the others are skipped). */
export const readAddresses = (stored: readonly StoredAddress[]): Address[] => stored.map(fromStoredAddress).filter((a): a is Address => a !== null)

/** The request form of an address (no id; the encoded fields written as single-quoted JSON). */
export function toAddressRequest(values: AddressValues | Address): AddressRequest {
  return {
    address_type: values.addressType || 'delivery',
    country: (values.country || 'FR').toLowerCase(),
    default: values.isDefault,
    delivery_note: encodeQuoted({ note: values.deliveryInstructions.trim(), elevator: values.hasElevator }),
    locality: values.city.trim(),
    phone_number: values.phoneNumber.replace(/\s+/g, ''),
    postal_code: values.postalCode.trim(),
    recipient: encodeQuoted({ first_name: values.firstName.trim(), last_name: values.lastName.trim() }),
    street_address: encodeQuoted({ street_number: values.streetNumber.trim(), street: values.street.trim() }),
  }
}

/**
 * The whole list to send after a change (§7: the list replaces the stored one). A default
 * address makes the others of its type non-default; the first address of a type is its default.
 */
export function addressListAfter(
  addresses: readonly Address[],
  change: { save: AddressValues; id?: number } | { remove: number } | { makeDefault: number },
): AddressRequest[] {
  let list: (Address | (AddressValues & { id?: number }))[] = [...addresses]
  if ('remove' in change) list = list.filter((a) => a.id !== change.remove)
  else if ('makeDefault' in change) {
    const target = addresses.find((a) => a.id === change.makeDefault)
    list = list.map((a) => (a.addressType === target?.addressType ? { ...a, isDefault: a.id === change.makeDefault } : a))
  } else {
    const saved = { ...change.save, id: change.id }
    const type = saved.addressType || 'delivery'
    const firstOfType = !list.some((a) => a.addressType === type && a.id !== change.id)
    if (firstOfType) saved.isDefault = true
    if (saved.isDefault) list = list.map((a) => (a.addressType === type ? { ...a, isDefault: false } : a))
    list = change.id === undefined ? [...list, saved] : list.map((a) => (a.id === change.id ? saved : a))
  }
  return list.map(toAddressRequest)
}

/** The default address of a type (else the first of the type), or null. */
export function defaultAddress(addresses: readonly Address[], type: AddressType): Address | null {
  const ofType = addresses.filter((a) => a.addressType === type)
  return ofType.find((a) => a.isDefault) ?? ofType[0] ?? null
}
