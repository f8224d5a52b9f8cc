import { parseDate } from '@internationalized/date'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Plus, UserRound } from 'lucide-react'
import { useMemo, useRef, useState } from 'react'
import { Alert, Button, DatePicker, EmptyState, Radio, RadioGroup, Select, SelectItem, TextField, visuallyHidden } from 'design-system'
import type { Traveler } from '~/api-contract/account'
import { PASSENGER_TYPE_LABELS, SALUTATION_LABELS, type PassengerType } from '~/features/booking'
import { todayInParis } from '~/lib/dates'
import { formatSlashDate } from '~/lib/format'
import { isIsoDate } from '~/lib/iso-date'
import { userMessageOf } from '~/lib/user-messages'
import { focusFirstInvalid } from '../components/sign-in/form-errors'
import { PendingButton } from '../components/sign-in/PendingButton'
import { AccountDialog } from './AccountDialog'
import { deleteTraveler, saveTraveler } from './client-space.functions'
import { clientSpaceKeys, travelersQuery } from './client-space.queries'
import * as styles from './ClientSpace.css'
import { travelerValues, type TravelerValues } from './traveler-values'
import { emptyTraveler, toTravelerRequest, travelerErrors } from './travelers'

const TYPES = Object.entries(PASSENGER_TYPE_LABELS).map(([id, name]) => ({ id, name }))

/** /client-space/travelers: the saved travellers (offered in the booking passengers step); add, edit, delete. */
export function TravelersPage() {
  const queryClient = useQueryClient()
  const { data: travelers } = useSuspenseQuery(travelersQuery())
  const [editing, setEditing] = useState<{ traveler?: Traveler } | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [status, setStatus] = useState('')
  const [busy, setBusy] = useState<number | null>(null)

  async function remove(t: Traveler) {
    setBusy(t.id)
    setFailure(null)
    try {
      await deleteTraveler({ data: { id: t.id } })
      await queryClient.invalidateQueries({ queryKey: clientSpaceKeys.travelers })
      setStatus(`${t.first_name} ${t.last_name} a été supprimé de vos voyageurs.`)
      document.querySelector<HTMLElement>('[data-add-traveler]')?.focus()
    } catch (error) {
      setFailure(userMessageOf(error))
    } finally {
      setBusy(null)
    }
  }

  return (
    <>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>Mes voyageurs</h1>
        <p className={styles.lead}>Enregistrez les personnes avec qui vous voyagez : elles vous seront proposées lors de vos réservations.</p>
      </header>
      <div>
        <Button data-add-traveler iconStart={<Plus size={18} aria-hidden="true" />} onPress={() => setEditing({})}>
          Ajouter un voyageur
        </Button>
      </div>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <p role="status" className={visuallyHidden}>
        {status}
      </p>
      {travelers.length === 0 ? (
        <EmptyState icon={UserRound} title="Aucun voyageur enregistré" description="Ajoutez un voyageur pour remplir plus vite vos prochaines réservations." />
      ) : (
        <ul className={styles.list} aria-label="Voyageurs enregistrés">
          {travelers.map((t) => {
            const name = `${t.first_name} ${t.last_name}`
            const v = travelerValues(t)
            return (
              <li key={t.id} className={styles.listItem}>
                <div>
                  <p className={styles.factValue}>
                    {v.salutation ? `${SALUTATION_LABELS[v.salutation]} ` : ''}
                    {name}
                  </p>
                  <p className={styles.muted} style={{ margin: 0 }}>
                    {PASSENGER_TYPE_LABELS[t.category]}
                    {v.dateOfBirth ? ` · né(e) le ${formatSlashDate(v.dateOfBirth)}` : ''}
                    {t.email ? ` · ${t.email}` : ''}
                  </p>
                </div>
                <div className={styles.itemActions}>
                  <Button variant="secondary" size="sm" onPress={() => setEditing({ traveler: t })} aria-label={`Modifier : ${name}`}>
                    Modifier
                  </Button>
                  <Button variant="ghost" size="sm" isDisabled={busy === t.id} onPress={() => void remove(t)} aria-label={`Supprimer : ${name}`}>
                    Supprimer
                  </Button>
                </div>
              </li>
            )
          })}
        </ul>
      )}
      <AccountDialog title={editing?.traveler ? 'Modifier le voyageur' : 'Ajouter un voyageur'} isOpen={editing !== null} onOpenChange={(open) => (open ? undefined : setEditing(null))}>
        {editing ? (
          <TravelerForm
            traveler={editing.traveler}
            onCancel={() => setEditing(null)}
            onSaved={(name) => {
              setEditing(null)
              setStatus(`${name} a été enregistré.`)
            }}
          />
        ) : null}
      </AccountDialog>
    </>
  )
}

function TravelerForm({ traveler, onSaved, onCancel }: { traveler?: Traveler; onSaved: (name: string) => void; onCancel: () => void }) {
  const queryClient = useQueryClient()
  const formRef = useRef<HTMLFormElement>(null)
  const today = useMemo(() => todayInParis(), [])
  const [values, setValues] = useState<TravelerValues>(() => (traveler ? travelerValues(traveler) : emptyTraveler()))
  const [submitted, setSubmitted] = useState(false)
  const [saving, setSaving] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const errors = submitted ? travelerErrors(values, today) : {}
  const set = (patch: Partial<TravelerValues>) => setValues((v) => ({ ...v, ...patch }))
  const adult = values.type === 'ADT'

  async function submit() {
    setSubmitted(true)
    if (Object.keys(travelerErrors(values, today)).length > 0) {
      focusFirstInvalid(formRef.current)
      return
    }
    setSaving(true)
    setFailure(null)
    try {
      await saveTraveler({ data: { id: traveler?.id, traveler: toTravelerRequest(values) } })
      await queryClient.invalidateQueries({ queryKey: clientSpaceKeys.travelers })
      onSaved(`${values.firstName.trim()} ${values.lastName.trim()}`)
    } catch (error) {
      setFailure(userMessageOf(error))
    } finally {
      setSaving(false)
    }
  }

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <p className={styles.required}>Les champs marqués d&apos;un * sont obligatoires.</p>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <Select label="Type de voyageur" isRequired items={TYPES} selectedKey={values.type} onSelectionChange={(key) => set({ type: (key ?? 'ADT') as PassengerType })}>
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
      <RadioGroup label="Civilité" isRequired orientation="horizontal" value={values.salutation || null} onChange={(v) => set({ salutation: v as 'Mr' | 'Mrs' })} errorMessage={errors.salutation}>
        <Radio value="Mrs">Madame</Radio>
        <Radio value="Mr">Monsieur</Radio>
      </RadioGroup>
      <div className={styles.formRow}>
        <TextField label="Prénom" autoComplete="off" isRequired value={values.firstName} onChange={(firstName) => set({ firstName })} errorMessage={errors.firstName} />
        <TextField label="Nom" autoComplete="off" isRequired value={values.lastName} onChange={(lastName) => set({ lastName })} errorMessage={errors.lastName} />
      </div>
      <DatePicker
        label="Date de naissance"
        isRequired
        value={isIsoDate(values.dateOfBirth) ? parseDate(values.dateOfBirth) : null}
        onChange={(date) => set({ dateOfBirth: date ? date.toString() : '' })}
        maxValue={parseDate(today.toString())}
        errorMessage={errors.dateOfBirth}
      />
      {adult ? (
        <div className={styles.formRow}>
          <TextField label="E-mail" type="email" autoComplete="off" inputMode="email" value={values.email} onChange={(email) => set({ email })} errorMessage={errors.email} />
          <TextField label="Téléphone" type="tel" autoComplete="off" inputMode="tel" value={values.phoneNumber} onChange={(phoneNumber) => set({ phoneNumber })} errorMessage={errors.phoneNumber} />
        </div>
      ) : null}
      <div className={styles.actions}>
        <PendingButton variant="secondary" isPending={false} pendingLabel="" onPress={onCancel}>
          Annuler
        </PendingButton>
        <PendingButton type="submit" isPending={saving} pendingLabel="Enregistrement...">
          {saving ? 'Enregistrement...' : 'Enregistrer le voyageur'}
        </PendingButton>
      </div>
    </form>
  )
}
