import { useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { Radio } from 'design-system'
import type { Profile } from '~/api-contract/account'
import { fieldErrors, PendingButton, useAppForm } from '~/app/form'
import { todayInParis } from '~/lib/dates'
import { accountKeys } from '../account.queries'
import { updateProfile } from './client-space.functions'
import * as styles from './ClientSpace.css'
import { PROFILE_MESSAGES, profileErrors, toUpdateProfileRequest } from './profile'
import { profileValues } from './profile-values'

/**
 * 'Modifier mes informations personnelles' (§5 edit client): checked on submit, then as the
 * user types; on success the profile (and the header's name) is refetched and `onDone` closes
 * the dialog; on failure the values stay with a French message.
 */
export function ProfileForm({ profile, onDone, onCancel }: { profile: Profile; onDone: () => void; onCancel: () => void }) {
  const queryClient = useQueryClient()
  const today = useMemo(() => todayInParis(), [])
  const form = useAppForm({
    defaultValues: profileValues(profile),
    validators: { onDynamic: ({ value }) => fieldErrors(profileErrors(value, today)) },
    onSubmit: async ({ value }) => {
      const result = await updateProfile({ data: toUpdateProfileRequest(value) })
      if (!result.ok) return result.reason === 'email-taken' ? PROFILE_MESSAGES.emailTaken : PROFILE_MESSAGES.invalid
      queryClient.setQueryData(accountKeys.profile, result.profile)
      await queryClient.invalidateQueries({ queryKey: accountKeys.all })
      onDone()
    },
  })

  return (
    <form.AppForm>
      <form.Form className={styles.form}>
        <p className={styles.required}>Les champs marqués d&apos;un * sont obligatoires.</p>
        <form.Failure />
        <form.AppField name="gender">
          {(field) => (
            <field.RadioGroup label="Civilité" isRequired orientation="horizontal">
              <Radio value="Mrs">Madame</Radio>
              <Radio value="Mr">Monsieur</Radio>
            </field.RadioGroup>
          )}
        </form.AppField>
        <div className={styles.formRow}>
          <form.AppField name="firstName">{(field) => <field.TextField label="Prénom" name="given-name" autoComplete="given-name" isRequired />}</form.AppField>
          <form.AppField name="lastName">{(field) => <field.TextField label="Nom" name="family-name" autoComplete="family-name" isRequired />}</form.AppField>
        </div>
        <form.AppField name="email">
          {(field) => <field.TextField label="E-mail" type="email" name="email" autoComplete="email" inputMode="email" isRequired />}
        </form.AppField>
        <div className={styles.formRow}>
          <form.AppField name="birthDate">{(field) => <field.DatePicker label="Date de naissance" isRequired max={today.toString()} />}</form.AppField>
          <form.AppField name="phoneNumber">
            {(field) => <field.TextField label="Téléphone" type="tel" name="tel-national" autoComplete="tel-national" inputMode="tel" isRequired />}
          </form.AppField>
        </div>
        <div className={styles.actions}>
          <span className={styles.onlySmall}>
            <PendingButton variant="secondary" isPending={false} pendingLabel="" onPress={onCancel}>
              Annuler
            </PendingButton>
          </span>
          <form.SubmitButton pendingLabel="Enregistrement...">{(saving) => (saving ? 'Enregistrement...' : 'Enregistrer')}</form.SubmitButton>
        </div>
      </form.Form>
    </form.AppForm>
  )
}
