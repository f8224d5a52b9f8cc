import { parseDate } from '@internationalized/date'
import { useQueryClient } from '@tanstack/react-query'
import { useMemo, useRef, useState } from 'react'
import { Alert, DatePicker, Radio, RadioGroup, TextField } from 'design-system'
import type { Profile } from '~/api-contract/account'
import { todayInParis } from '~/lib/dates'
import { isIsoDate } from '~/lib/iso-date'
import { userMessageOf } from '~/lib/user-messages'
import { accountKeys } from '../account.queries'
import { focusFirstInvalid } from '../components/sign-in/form-errors'
import { PendingButton } from '../components/sign-in/PendingButton'
import { updateProfile } from './client-space.functions'
import * as styles from './ClientSpace.css'
import { PROFILE_MESSAGES, profileErrors, toUpdateProfileRequest } from './profile'
import { profileValues, type ProfileValues } from './profile-values'

/**
 * 'Modifier mes informations personnelles' (§5 edit client): checked on submit, then as the
 * user types; on success the profile (and the header's name) is refetched and `onDone` closes
 * the dialog; on failure the values stay with a French message.
 */
export function ProfileForm({ profile, onDone, onCancel }: { profile: Profile; onDone: () => void; onCancel: () => void }) {
  const queryClient = useQueryClient()
  const formRef = useRef<HTMLFormElement>(null)
  const today = useMemo(() => todayInParis(), [])
  const [values, setValues] = useState<ProfileValues>(() => profileValues(profile))
  const [submitted, setSubmitted] = useState(false)
  const [saving, setSaving] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const errors = submitted ? profileErrors(values, today) : {}
  const set = (patch: Partial<ProfileValues>) => setValues((v) => ({ ...v, ...patch }))

  async function submit() {
    setSubmitted(true)
    if (Object.keys(profileErrors(values, today)).length > 0) {
      focusFirstInvalid(formRef.current)
      return
    }
    setSaving(true)
    setFailure(null)
    try {
      const result = await updateProfile({ data: toUpdateProfileRequest(values) })
      if (!result.ok) {
        setFailure(result.reason === 'email-taken' ? PROFILE_MESSAGES.emailTaken : PROFILE_MESSAGES.invalid)
        return
      }
      queryClient.setQueryData(accountKeys.profile, result.profile)
      await queryClient.invalidateQueries({ queryKey: accountKeys.all })
      onDone()
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
      <RadioGroup label="Civilité" isRequired orientation="horizontal" value={values.gender || null} onChange={(v) => set({ gender: v as 'Mr' | 'Mrs' })} errorMessage={errors.gender}>
        <Radio value="Mrs">Madame</Radio>
        <Radio value="Mr">Monsieur</Radio>
      </RadioGroup>
      <div className={styles.formRow}>
        <TextField label="Prénom" name="given-name" autoComplete="given-name" isRequired value={values.firstName} onChange={(firstName) => set({ firstName })} errorMessage={errors.firstName} />
        <TextField label="Nom" name="family-name" autoComplete="family-name" isRequired value={values.lastName} onChange={(lastName) => set({ lastName })} errorMessage={errors.lastName} />
      </div>
      <TextField label="E-mail" type="email" name="email" autoComplete="email" inputMode="email" isRequired value={values.email} onChange={(email) => set({ email })} errorMessage={errors.email} />
      <div className={styles.formRow}>
        <DatePicker
          label="Date de naissance"
          isRequired
          value={isIsoDate(values.birthDate) ? parseDate(values.birthDate) : null}
          onChange={(date) => set({ birthDate: date ? date.toString() : '' })}
          maxValue={parseDate(today.toString())}
          errorMessage={errors.birthDate}
        />
        <TextField label="Téléphone" type="tel" name="tel-national" autoComplete="tel-national" inputMode="tel" isRequired value={values.phoneNumber} onChange={(phoneNumber) => set({ phoneNumber })} errorMessage={errors.phoneNumber} />
      </div>
      <div className={styles.actions}>
        <span className={styles.onlySmall}>
          <PendingButton variant="secondary" isPending={false} pendingLabel="" onPress={onCancel}>
            Annuler
          </PendingButton>
        </span>
        <PendingButton type="submit" isPending={saving} pendingLabel="Enregistrement...">
          {saving ? 'Enregistrement...' : 'Enregistrer'}
        </PendingButton>
      </div>
    </form>
  )
}
