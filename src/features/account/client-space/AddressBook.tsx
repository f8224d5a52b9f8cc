import { useQueryClient } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { useState } from 'react'
import { Alert, Button, visuallyHidden } from 'design-system'
import type { Profile } from '~/api-contract/account'
import { userMessageOf } from '~/lib/user-messages'
import { accountKeys } from '../account.queries'
import { ADDRESS_TYPE_LABELS, ADDRESS_TYPES, addressListAfter, emptyAddress, readAddresses, type Address, type AddressType } from './address'
import { AccountDialog } from './AccountDialog'
import { AddressForm } from './AddressForm'
import { saveAddresses } from './client-space.functions'
import * as styles from './ClientSpace.css'
import { AddressLines } from './DetailsPage'

type View = { kind: 'list' } | { kind: 'form'; address?: Address; type: AddressType }

/**
 * The address book (§2, §4): the addresses by type; add, edit, delete, choose the default. Each
 * change sends the whole list (§7) and the profile is refetched; an unreadable stored address is
 * left out. A failure keeps the form and its values with a French message.
 */
export default function AddressBook({ profile, isOpen, onClose }: { profile: Profile; isOpen: boolean; onClose: () => void }) {
  const queryClient = useQueryClient()
  const [view, setView] = useState<View>({ kind: 'list' })
  const [saving, setSaving] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [status, setStatus] = useState('')
  const addresses = readAddresses(profile.addresses)

  async function apply(change: Parameters<typeof addressListAfter>[1], done: string): Promise<boolean> {
    setSaving(true)
    setFailure(null)
    try {
      const next = await saveAddresses({ data: { addresses: addressListAfter(addresses, change) } })
      queryClient.setQueryData(accountKeys.profile, next)
      await queryClient.invalidateQueries({ queryKey: accountKeys.profile })
      setStatus(done)
      return true
    } catch (error) {
      setFailure(userMessageOf(error))
      return false
    } finally {
      setSaving(false)
    }
  }

  const title = view.kind === 'form' ? (view.address ? "Modifier l'adresse" : 'Ajouter une adresse') : 'Mon carnet d’adresses'
  return (
    <AccountDialog title={title} isOpen={isOpen} onOpenChange={(open) => (open ? undefined : onClose())}>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <p role="status" className={visuallyHidden}>
        {status}
      </p>
      {view.kind === 'form' ? (
        <AddressForm
          initial={view.address ?? emptyAddress(view.type)}
          saving={saving}
          onCancel={() => setView({ kind: 'list' })}
          onSave={async (values) => {
            if (await apply({ save: values, id: view.address?.id }, 'Adresse enregistrée.')) setView({ kind: 'list' })
          }}
        />
      ) : (
        ADDRESS_TYPES.map((type) => {
          const ofType = addresses.filter((a) => a.addressType === type)
          const headingId = `address-book-${type}`
          return (
            <section key={type} aria-labelledby={headingId} className={styles.form}>
              <div className={styles.cardHeader}>
                <h3 id={headingId} className={styles.cardTitle}>
                  {ADDRESS_TYPE_LABELS[type]}
                </h3>
                <Button
                  variant="secondary"
                  size="sm"
                  data-add-address={type}
                  iconStart={<Plus size={16} aria-hidden="true" />}
                  onPress={() => setView({ kind: 'form', type })}
                  aria-label={`Ajouter une ${ADDRESS_TYPE_LABELS[type].toLowerCase()}`}
                >
                  Ajouter
                </Button>
              </div>
              {ofType.length === 0 ? <p className={styles.muted}>Aucune adresse enregistrée.</p> : null}
              <ul className={styles.list}>
                {ofType.map((address) => {
                  const name = `${address.fullAddress}, ${address.postalCode} ${address.city}`
                  return (
                    <li key={address.id} className={styles.listItem} data-address={address.id}>
                      <div>
                        {address.isDefault ? <span className={styles.badge}>Par défaut</span> : null}
                        <AddressLines address={address} />
                      </div>
                      <div className={styles.itemActions}>
                        {!address.isDefault ? (
                          <Button variant="ghost" size="sm" isDisabled={saving} onPress={() => void apply({ makeDefault: address.id }, 'Adresse par défaut modifiée.')} aria-label={`Définir par défaut : ${name}`}>
                            Définir par défaut
                          </Button>
                        ) : null}
                        <Button variant="secondary" size="sm" isDisabled={saving} onPress={() => setView({ kind: 'form', type, address })} aria-label={`Modifier : ${name}`}>
                          Modifier
                        </Button>
                        <Button variant="ghost" size="sm" isDisabled={saving} onPress={() => void apply({ remove: address.id }, 'Adresse supprimée.').then(() => document.querySelector<HTMLElement>(`[data-add-address="${type}"]`)?.focus())} aria-label={`Supprimer : ${name}`}>
                          Supprimer
                        </Button>
                      </div>
                    </li>
                  )
                })}
              </ul>
            </section>
          )
        })
      )}
    </AccountDialog>
  )
}
