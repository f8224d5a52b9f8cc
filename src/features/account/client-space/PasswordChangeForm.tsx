import { useRef, useState } from 'react'
import { Alert, PasswordField } from 'design-system'
import { userMessageOf } from '~/lib/user-messages'
import { focusFirstInvalid } from '../components/sign-in/form-errors'
import { PendingButton } from '../components/sign-in/PendingButton'
import { PasswordInput } from '../components/register/PasswordInput'
import { updatePassword } from './client-space.functions'
import * as styles from './ClientSpace.css'
import { PASSWORD_CHANGE_MESSAGES, passwordChangeErrors, PROFILE_MESSAGES, type PasswordChangeValues } from './profile'

/**
 * 'Modifier mon mot de passe' (§2, §5): three fields with show/hide toggles, the live checklist
 * on the new password, every message of §5; a wrong current password says so next to it.
 */
export function PasswordChangeForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<PasswordChangeValues>({ oldPassword: '', password: '', confirmPassword: '' })
  const [touched, setTouched] = useState<Set<keyof PasswordChangeValues>>(() => new Set())
  const [submitted, setSubmitted] = useState(false)
  const [saving, setSaving] = useState(false)
  const [wrongOld, setWrongOld] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const all = passwordChangeErrors(values)
  const shown = (field: keyof PasswordChangeValues) => (submitted || touched.has(field) ? all[field] : undefined)
  const set = (patch: Partial<PasswordChangeValues>) => setValues((v) => ({ ...v, ...patch }))
  const blur = (field: keyof PasswordChangeValues) => setTouched((t) => new Set(t).add(field))

  async function submit() {
    setSubmitted(true)
    if (Object.keys(all).length > 0) {
      focusFirstInvalid(formRef.current)
      return
    }
    setSaving(true)
    setFailure(null)
    setWrongOld(null)
    try {
      const result = await updatePassword({ data: { old_password: values.oldPassword, password: values.password } })
      if (result.ok) onDone()
      else if (result.reason === 'wrong-password') {
        setWrongOld(PASSWORD_CHANGE_MESSAGES.wrongOld)
        focusFirstInvalid(formRef.current)
      } else setFailure(PROFILE_MESSAGES.invalid)
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
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <PasswordField
        label="Ancien mot de passe"
        name="current-password"
        autoComplete="current-password"
        isRequired
        value={values.oldPassword}
        onChange={(oldPassword) => {
          set({ oldPassword })
          setWrongOld(null)
        }}
        onBlur={() => blur('oldPassword')}
        isInvalid={Boolean(shown('oldPassword') ?? wrongOld)}
        errorMessage={shown('oldPassword') ?? wrongOld ?? undefined}
      />
      <PasswordInput label="Nouveau mot de passe" name="new-password" value={values.password} onChange={(password) => set({ password })} onBlur={() => blur('password')} errorMessage={shown('password')} />
      <PasswordField
        label="Confirmer nouveau mot de passe"
        name="confirm-password"
        autoComplete="new-password"
        isRequired
        value={values.confirmPassword}
        onChange={(confirmPassword) => set({ confirmPassword })}
        onBlur={() => blur('confirmPassword')}
        isInvalid={Boolean(shown('confirmPassword'))}
        errorMessage={shown('confirmPassword')}
      />
      <div className={styles.actions}>
        <span className={styles.onlySmall}>
          <PendingButton variant="secondary" isPending={false} pendingLabel="" onPress={onCancel}>
            Annuler
          </PendingButton>
        </span>
        <PendingButton type="submit" isPending={saving} pendingLabel="Enregistrement...">
          {saving ? (
            'Enregistrement...'
          ) : (
            <>
              <span className={styles.onlyLarge}>Enregistrer le nouveau mot de passe</span>
              <span className={styles.onlySmall}>Modifier</span>
            </>
          )}
        </PendingButton>
      </div>
    </form>
  )
}
