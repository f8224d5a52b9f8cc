import { dialCode, formatPhone } from '~/lib/phone'
import type { Address } from './address'
import * as styles from './ClientSpace.css'

/** An address as the client space shows it (details page, address book). */
export function AddressLines({ address }: { address: Address }) {
  return (
    <address className={styles.address}>
      {address.firstName} {address.lastName}
      <br />
      {address.fullAddress}
      <br />
      {address.postalCode} {address.city}
      {address.country !== 'FR' ? ` (${address.country})` : ''}
      {address.phoneNumber ? (
        <>
          <br />
          {formatPhone(dialCode(address.country), address.phoneNumber)}
        </>
      ) : null}
    </address>
  )
}
