import { useStore } from '@tanstack/react-form'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Plus, UserRound } from 'lucide-react'
import { useMemo, useState } from 'react'
import { Alert, Button, EmptyState, Radio, SelectItem, visuallyHidden } from 'design-system'
import { fieldErrors, PendingButton, useAppForm } from '~/app/form'
import type { Traveler } from '~/api-contract/account'
import { bornWord, PASSENGER_TYPE_LABELS, SALUTATION_LABELS } from '~/features/booking'
import { todayInParis } from '~/lib/dates'
import { formatSlashDate } from '~/lib/format'
import { userMessageOf } from '~/lib/user-messages'
import { AccountDialog } from './AccountDialog'
import { deleteTraveler, saveTraveler } from './client-space.functions'
import { clientSpaceKeys, travelersQuery } from './client-space.queries'
import * as styles from './ClientSpace.css'
import { travelerValues } from './traveler-values'
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
                    {v.dateOfBirth ? ` · ${bornWord(v.salutation)} le ${formatSlashDate(v.dateOfBirth)}` : ''}
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
      <AccountDialog
        title={editing?.traveler ? 'Modifier le voyageur' : 'Ajouter un voyageur'}
        isOpen={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
      >
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
  const today = useMemo(() => todayInParis(), [])
  const form = useAppForm({
    defaultValues: traveler ? travelerValues(traveler) : emptyTraveler(),
    validators: { onDynamic: ({ value }) => fieldErrors(travelerErrors(value, today)) },
    onSubmit: async ({ value }) => {
      await saveTraveler({ data: { id: traveler?.id, traveler: toTravelerRequest(value) } })
      await queryClient.invalidateQueries({ queryKey: clientSpaceKeys.travelers })
      onSaved(`${value.firstName.trim()} ${value.lastName.trim()}`)
    },
  })
  const adult = useStore(form.store, (s) => s.values.type === 'ADT')

  return (
    <form.AppForm>
      <form.Form className={styles.form}>
        <p className={styles.required}>Les champs marqués d&apos;un * sont obligatoires.</p>
        <form.Failure />
        <form.AppField name="type">
          {(field) => (
            <field.Select label="Type de voyageur" isRequired items={TYPES} emptyKey="ADT">
              {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
            </field.Select>
          )}
        </form.AppField>
        <form.AppField name="salutation">
          {(field) => (
            <field.RadioGroup label="Civilité" isRequired orientation="horizontal">
              <Radio value="Mrs">Madame</Radio>
              <Radio value="Mr">Monsieur</Radio>
            </field.RadioGroup>
          )}
        </form.AppField>
        <div className={styles.formRow}>
          <form.AppField name="firstName">{(field) => <field.TextField label="Prénom" autoComplete="off" isRequired />}</form.AppField>
          <form.AppField name="lastName">{(field) => <field.TextField label="Nom" autoComplete="off" isRequired />}</form.AppField>
        </div>
        <form.AppField name="dateOfBirth">{(field) => <field.DatePicker label="Date de naissance" isRequired max={today.toString()} />}</form.AppField>
        {adult ? (
          <div className={styles.formRow}>
            <form.AppField name="email">{(field) => <field.TextField label="E-mail" type="email" autoComplete="off" inputMode="email" />}</form.AppField>
            <form.AppField name="phoneNumber">{(field) => <field.TextField label="Téléphone" type="tel" autoComplete="off" inputMode="tel" />}</form.AppField>
          </div>
        ) : null}
        <div className={styles.actions}>
          <PendingButton variant="secondary" isPending={false} pendingLabel="" onPress={onCancel}>
            Annuler
          </PendingButton>
          <form.SubmitButton pendingLabel="Enregistrement...">{(saving) => (saving ? 'Enregistrement...' : 'Enregistrer le voyageur')}</form.SubmitButton>
        </div>
      </form.Form>
    </form.AppForm>
  )
}
