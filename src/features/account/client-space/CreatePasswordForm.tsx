import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import type { OtpInputHandle } from 'design-system'
import { OTP_LENGTH } from '~/api-contract/constants'
import { fieldErrors, live, OtpField, PendingButton, useAppForm, useFormAction } from '~/app/form'
import { maskEmail } from '~/lib/mask-email'
import { accountKeys } from '../account.queries'
import { PasswordInput } from '../components/register/PasswordInput'
import { requestPasswordCode, setFirstPassword } from '../password.functions'
import { newPasswordErrors, PASSWORD_MESSAGES } from '../password.schema'
import { SIGN_IN_MESSAGES, tooManyMailsMessage } from '../sign-in.schema'
import { tooManyAttemptsMessage } from '~/lib/user-messages'
import * as styles from './ClientSpace.css'
import { PROFILE_MESSAGES } from './profile'

interface Values {
  code: string
  password: string
  confirmPassword: string
}

const EMPTY: Values = { code: '', password: '', confirmPassword: '' }

function createErrors(v: Values): Partial<Record<keyof Values, string>> {
  return { ...(v.code.length === OTP_LENGTH ? {} : { code: SIGN_IN_MESSAGES.codeIncomplete }), ...newPasswordErrors(v) }
}

/**
 * 'Créer un mot de passe', for an account opened without one (code-only sign-in, the booking's
 * opt-in): no old password, but a fresh code mailed to the account's address confirms it.
 */
export function CreatePasswordForm({ email, onDone, onCancel }: { email: string; onDone: () => void; onCancel: () => void }) {
  const queryClient = useQueryClient()
  const otpRef = useRef<OtpInputHandle>(null)
  const [sent, setSent] = useState(false)
  const form = useAppForm({
    defaultValues: EMPTY,
    validationLogic: live,
    validators: { onDynamic: ({ value }) => fieldErrors(createErrors(value)) },
    onSubmit: async ({ value, formApi }) => {
      const result = await setFirstPassword({ data: { otp: value.code, password: value.password } })
      if (result.ok) {
        await queryClient.invalidateQueries({ queryKey: accountKeys.profile })
        return void onDone()
      }
      if (result.reason === 'rate-limited') return tooManyAttemptsMessage(result.retryAfter ?? 60)
      if (result.reason === 'exists') return PASSWORD_MESSAGES.exists
      if (result.reason === 'invalid') return PROFILE_MESSAGES.invalid
      formApi.setFieldValue('code', '', { dontValidate: true })
      formApi.setFieldMeta('code', (meta) => ({
        ...meta,
        errorMap: { ...meta.errorMap, onServer: result.reason === 'invalid-code' ? PASSWORD_MESSAGES.codeWrong : SIGN_IN_MESSAGES.codeTooManyAttempts },
      }))
      otpRef.current?.focus()
    },
  })

  const [sendCode, sending] = useFormAction(form, async () => {
    const result = await requestPasswordCode()
    if (!result.ok) return tooManyMailsMessage(result.retryAfter)
    setSent(true)
    form.setFieldValue('code', '', { dontValidate: true })
    requestAnimationFrame(() => otpRef.current?.focus())
  })

  return (
    <form.AppForm>
      <form.Form className={styles.form}>
        <form.Failure />
        <p className={styles.lead}>
          Votre compte n&apos;a pas encore de mot de passe : vous vous connectez avec un code reçu par e-mail. Pour confirmer qu&apos;il s&apos;agit bien de
          vous, nous envoyons un code à {OTP_LENGTH} chiffres à {maskEmail(email)}.
        </p>
        <div role="status">{sent ? <p className={styles.lead}>Code envoyé ! Il est valable 10 minutes.</p> : null}</div>
        <div>
          <PendingButton variant="secondary" isPending={sending} pendingLabel="Envoi du code…" onPress={() => void sendCode()}>
            {sent ? 'Recevoir un nouveau code' : 'Recevoir le code'}
          </PendingButton>
        </div>
        {sent ? (
          <>
            <form.AppField
              name="code"
              listeners={{ onChange: ({ fieldApi }) => fieldApi.setMeta((meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: undefined } })) }}
            >
              {() => <OtpField ref={otpRef} label="Code reçu par e-mail" length={OTP_LENGTH} />}
            </form.AppField>
            <form.AppField name="password">{() => <PasswordInput label="Nouveau mot de passe" name="new-password" />}</form.AppField>
            <form.AppField name="confirmPassword">
              {(field) => <field.PasswordField label="Confirmer nouveau mot de passe" name="confirm-password" autoComplete="new-password" isRequired />}
            </form.AppField>
          </>
        ) : null}
        <div className={styles.actions}>
          <span className={styles.onlySmall}>
            <PendingButton variant="secondary" isPending={false} pendingLabel="" onPress={onCancel}>
              Annuler
            </PendingButton>
          </span>
          {sent ? <form.SubmitButton pendingLabel="Enregistrement...">Créer le mot de passe</form.SubmitButton> : null}
        </div>
      </form.Form>
    </form.AppForm>
  )
}
