import { useSuspenseQuery } from '@tanstack/react-query'
import { KeyRound, MapPin, Pencil, Plus, User } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { Alert, Button } from 'design-system'
import type { Profile } from '~/api-contract/account'
import { DEFAULT_PHONE_CODE, formatPhone } from '~/lib/phone'
import { profileQuery } from '../account.queries'
import { PASSWORD_MESSAGES } from '../password.schema'
import { ADDRESS_TYPE_LABELS, ADDRESS_TYPES, defaultAddress, readAddresses } from './address'
import { AddressLines } from './AddressLines'
import * as styles from './ClientSpace.css'
import type { EditMode } from './EditDetailsDialog'
import { NOT_SET } from './profile-values'

const EditDetailsDialog = lazy(() => import('./EditDetailsDialog'))
const AddressBook = lazy(() => import('./AddressBook'))

/** The birth date as DD/MM/YYYY; a missing part reads 'Non défini' (§2). */
export function birthDateText(p: Pick<Profile, 'birthDay' | 'birthMonth' | 'birthYear'>): string {
  if (!p.birthDay && !p.birthMonth && !p.birthYear) return NOT_SET
  const part = (n: number | null, width: number) => (n ? String(n).padStart(width, '0') : NOT_SET)
  return `${part(p.birthDay, 2)}/${part(p.birthMonth, 2)}/${part(p.birthYear, 4)}`
}

/**
 * /client-space/client-details (§2): general information, password, the default delivery and
 * billing addresses; 'Modifier' opens the 'Mes coordonnées' dialog, 'Gérer mes adresses' the
 * address book (both loaded on first open).
 */
export function DetailsPage() {
  const { data: profile } = useSuspenseQuery(profileQuery())
  const [mode, setMode] = useState<EditMode | null>(null)
  const [opened, setOpened] = useState(false)
  const [addressBook, setAddressBook] = useState(false)
  const [passwordChanged, setPasswordChanged] = useState<false | 'changed' | 'created'>(false)
  if (!profile) return null
  const addresses = readAddresses(profile.addresses)
  // An API that does not say is taken as an account with a password (the spec's dialog).
  const hasPassword = profile.has_password !== false
  const open = (next: EditMode) => {
    setOpened(true)
    setPasswordChanged(false)
    setMode(next)
  }
  const facts: [string, string][] = [
    ['Civilité', profile.gender === 'male' ? 'Monsieur' : 'Madame'],
    ['Prénom', profile.firstName || NOT_SET],
    ['Nom', profile.lastName || NOT_SET],
    ['Date de naissance', birthDateText(profile)],
    ['E-mail', profile.email],
    ['Téléphone', profile.phoneNumber ? formatPhone(profile.phoneCode || DEFAULT_PHONE_CODE, profile.phoneNumber) : NOT_SET],
  ]
  return (
    <>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>Mes informations</h1>
        <p className={styles.lead}>Vos coordonnées, votre mot de passe et vos adresses.</p>
      </header>
      {passwordChanged ? <Alert tone="success">{passwordChanged === 'created' ? PASSWORD_MESSAGES.created : 'Votre mot de passe a été modifié.'}</Alert> : null}
      <section className={styles.card} aria-labelledby="details-general">
        <div className={styles.cardHeader}>
          <h2 id="details-general" className={styles.cardTitle}>
            <User size={20} aria-hidden="true" /> Informations générales
          </h2>
          <Button
            variant="secondary"
            size="sm"
            iconStart={<Pencil size={16} aria-hidden="true" />}
            onPress={() => open('editUser')}
            aria-label="Modifier mes informations personnelles"
          >
            Modifier
          </Button>
        </div>
        <dl className={styles.facts}>
          {facts.map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt className={styles.factLabel}>{label}</dt>
              <dd className={styles.factValue}>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="details-password">
        <div className={styles.cardHeader}>
          <h2 id="details-password" className={styles.cardTitle}>
            <KeyRound size={20} aria-hidden="true" /> Mot de passe
          </h2>
          {hasPassword ? (
            <Button
              variant="secondary"
              size="sm"
              iconStart={<Pencil size={16} aria-hidden="true" />}
              onPress={() => open('editPassword')}
              aria-label="Modifier mon mot de passe"
            >
              Modifier
            </Button>
          ) : (
            <Button variant="secondary" size="sm" iconStart={<Plus size={16} aria-hidden="true" />} onPress={() => open('createPassword')}>
              Créer un mot de passe
            </Button>
          )}
        </div>
        {hasPassword ? (
          <p className={styles.factValue} aria-label="Mot de passe masqué">
            ••••••••••
          </p>
        ) : (
          <p className={styles.muted}>Aucun mot de passe : vous vous connectez avec un code reçu par e-mail.</p>
        )}
      </section>
      <div className={styles.cards}>
        {ADDRESS_TYPES.map((type) => {
          const address = defaultAddress(addresses, type)
          const titleId = `details-address-${type}`
          return (
            <section key={type} className={styles.card} aria-labelledby={titleId}>
              <h2 id={titleId} className={styles.cardTitle}>
                <MapPin size={20} aria-hidden="true" /> {ADDRESS_TYPE_LABELS[type]} par défaut
              </h2>
              {address ? <AddressLines address={address} /> : <p className={styles.muted}>Aucune adresse enregistrée.</p>}
            </section>
          )
        })}
      </div>
      <div>
        <Button variant="secondary" onPress={() => setAddressBook(true)}>
          Gérer mes adresses
        </Button>
      </div>
      {opened ? (
        <Suspense fallback={null}>
          <EditDetailsDialog
            mode={mode}
            profile={profile}
            onClose={() => setMode(null)}
            onPasswordChanged={() => setPasswordChanged(mode === 'createPassword' ? 'created' : 'changed')}
          />
        </Suspense>
      ) : null}
      {addressBook ? (
        <Suspense fallback={null}>
          <AddressBook profile={profile} isOpen onClose={() => setAddressBook(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
