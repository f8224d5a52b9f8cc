import { useQueryClient } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Alert, Button, visuallyHidden } from 'design-system'
import type { Profile } from '~/api-contract/account'
import { userMessageOf } from '~/lib/user-messages'
import { accountKeys } from '../account.queries'
import { ADDRESS_TYPE_LABELS, ADDRESS_TYPES, addressListAfter, emptyAddress, readAddresses, type Address, type AddressType } from './address'
import { AccountDialog } from './AccountDialog'
import { AddressLines } from './AddressLines'
import { AddressForm } from './AddressForm'
import { saveAddresses } from './client-space.functions'
import * as styles from './ClientSpace.css'

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
  /**
   * Where focus goes once the list is back: the pressed control is gone (the form closed, or
   * 'Définir par défaut' went with its address's new role). The API gives the addresses new ids
   * when the list is stored but keeps their order, so an address is found by its place among
   * its type ('last' for a new one).
   */
  const focusNext = useRef<{ type: AddressType; place?: number | 'last' } | null>(null)
  const addresses = readAddresses(profile.addresses)

  // After each render: once the list is back and saved, focus goes to the address's own
  // 'Modifier', else to its type's 'Ajouter'.
  useEffect(() => {
    const next = focusNext.current
    if (!next || view.kind !== 'list' || saving) return
    focusNext.current = null
    const edits = document.querySelectorAll<HTMLElement>(`[data-edit-address="${next.type}"]`)
    const edit = next.place === undefined ? undefined : edits[next.place === 'last' ? edits.length - 1 : next.place]
    ;(edit ?? document.querySelector<HTMLElement>(`[data-add-address="${next.type}"]`))?.focus()
  })

  /** The address's place among its type (ids are those of the list as shown). */
  const placeOf = (address: Address) => addresses.filter((a) => a.addressType === address.addressType).findIndex((a) => a.id === address.id)

  function backToList(type: AddressType, focus: Address | 'new' | null) {
    focusNext.current = { type, place: focus === 'new' ? 'last' : focus ? placeOf(focus) : undefined }
    setView({ kind: 'list' })
  }

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

  /** A change made from the list, then focus where it belongs. */
  function change(what: Parameters<typeof addressListAfter>[1], done: string, focus: NonNullable<typeof focusNext.current>) {
    focusNext.current = focus
    void apply(what, done)
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
          onCancel={() => backToList(view.type, view.address ?? null)}
          onSave={async (values) => {
            if (await apply({ save: values, id: view.address?.id }, 'Adresse enregistrée.')) backToList(view.type, view.address ?? 'new')
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
                          <Button
                            variant="ghost"
                            size="sm"
                            isDisabled={saving}
                            onPress={() => change({ makeDefault: address.id }, 'Adresse par défaut modifiée.', { type, place: placeOf(address) })}
                            aria-label={`Définir par défaut : ${name}`}
                          >
                            Définir par défaut
                          </Button>
                        ) : null}
                        <Button
                          variant="secondary"
                          size="sm"
                          isDisabled={saving}
                          data-edit-address={type}
                          onPress={() => setView({ kind: 'form', type, address })}
                          aria-label={`Modifier : ${name}`}
                        >
                          Modifier
                        </Button>
                        <Button
                          variant="ghost"
                          size="sm"
                          isDisabled={saving}
                          onPress={() => change({ remove: address.id }, 'Adresse supprimée.', { type })}
                          aria-label={`Supprimer : ${name}`}
                        >
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
