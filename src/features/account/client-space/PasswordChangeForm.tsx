import { useState } from 'react'
import { Button } from 'design-system'
import { fieldErrors, live, PendingButton, useAppForm, useFormAction } from '~/app/form'
import { PasswordInput } from '../components/register/PasswordInput'
import { requestPasswordReset } from '../password.functions'
import { PASSWORD_MESSAGES } from '../password.schema'
import { tooManyMailsMessage } from '../sign-in.schema'
import { updatePassword } from './client-space.functions'
import * as styles from './ClientSpace.css'
import { PASSWORD_CHANGE_MESSAGES, passwordChangeErrors, PROFILE_MESSAGES, type PasswordChangeValues } from './profile'

/**
 * 'Modifier mon mot de passe' (§2, §5): three fields with show/hide toggles, the live checklist
 * on the new password, every message of §5; a wrong current password says so next to it.
 * 'Mot de passe oublié ?' mails a link to choose a new one (/auth/reset-password).
 */
const EMPTY: PasswordChangeValues = { oldPassword: '', password: '', confirmPassword: '' }

export function PasswordChangeForm({ email, onDone, onCancel }: { email: string; onDone: () => void; onCancel: () => void }) {
  const [resetSent, setResetSent] = useState(false)
  const form = useAppForm({
    defaultValues: EMPTY,
    validationLogic: live,
    validators: { onDynamic: ({ value }) => fieldErrors(passwordChangeErrors(value)) },
    onSubmit: async ({ value, formApi }) => {
      const result = await updatePassword({ data: { old_password: value.oldPassword, password: value.password } })
      if (result.ok) onDone()
      else if (result.reason === 'wrong-password')
        formApi.setFieldMeta('oldPassword', (meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: PASSWORD_CHANGE_MESSAGES.wrongOld } }))
      else return PROFILE_MESSAGES.invalid
    },
  })

  const [sendReset, sendingReset] = useFormAction(form, async () => {
    setResetSent(false)
    const result = await requestPasswordReset({ data: { email } })
    if (!result.ok) return tooManyMailsMessage(result.retryAfter)
    setResetSent(true)
  })

  return (
    <form.AppForm>
      <form.Form className={styles.form}>
        <form.Failure />
        <form.AppField
          name="oldPassword"
          listeners={{ onChange: ({ fieldApi }) => fieldApi.setMeta((meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: undefined } })) }}
        >
          {(field) => <field.PasswordField label="Ancien mot de passe" name="current-password" autoComplete="current-password" isRequired />}
        </form.AppField>
        <div>
          <Button variant="ghost" size="sm" bleed onPress={() => void sendReset()} isDisabled={sendingReset}>
            Mot de passe oublié ?
          </Button>
          <div role="status">{resetSent ? <p className={styles.lead}>{PASSWORD_MESSAGES.resetSent(email)}</p> : null}</div>
        </div>
        <form.AppField name="password">{() => <PasswordInput label="Nouveau mot de passe" name="new-password" />}</form.AppField>
        <form.AppField name="confirmPassword">
          {(field) => <field.PasswordField label="Confirmer nouveau mot de passe" name="confirm-password" autoComplete="new-password" isRequired />}
        </form.AppField>
        <div className={styles.actions}>
          <span className={styles.onlySmall}>
            <PendingButton variant="secondary" isPending={false} pendingLabel="" onPress={onCancel}>
              Annuler
            </PendingButton>
          </span>
          <form.SubmitButton pendingLabel="Enregistrement...">
            {(saving) =>
              saving ? (
                'Enregistrement...'
              ) : (
                <>
                  <span className={styles.onlyLarge}>Enregistrer le nouveau mot de passe</span>
                  <span className={styles.onlySmall}>Modifier</span>
                </>
              )
            }
          </form.SubmitButton>
        </div>
      </form.Form>
    </form.AppForm>
  )
}
