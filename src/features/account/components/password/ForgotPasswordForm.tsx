import { useState } from 'react'
import { Alert } from 'design-system'
import { useAppForm } from '~/app/form'
import { requestPasswordReset } from '../../password.functions'
import { PASSWORD_MESSAGES } from '../../password.schema'
import { signInEmailSchema, tooManyMailsMessage } from '../../sign-in.schema'
import * as styles from '../sign-in/SignInFlow.css'

/**
 * 'Mot de passe oublié ?': the e-mail, then a link to choose a new password is mailed. What it
 * says afterwards is the same whether the address has an account or not.
 */
export function ForgotPasswordForm({ email }: { email: string }) {
  const [sentTo, setSentTo] = useState<string | null>(null)
  const form = useAppForm({
    defaultValues: { email, remember: false },
    validators: { onDynamic: signInEmailSchema },
    onSubmit: async ({ value }) => {
      setSentTo(null)
      const result = await requestPasswordReset({ data: { email: value.email.trim() } })
      if (!result.ok) return tooManyMailsMessage(result.retryAfter)
      setSentTo(value.email.trim())
    },
  })
  return (
    <form.AppForm>
      <form.Failure />
      <form.Form className={styles.form}>
        <form.AppField name="email">
          {(field) => <field.TextField label="E-mail" type="email" autoComplete="email" inputMode="email" isRequired />}
        </form.AppField>
        <form.SubmitButton size="lg" fullWidth pendingLabel="Envoi du lien…">
          Recevoir un lien par e-mail
        </form.SubmitButton>
      </form.Form>
      <div role="status">
        {sentTo ? (
          <Alert tone="success" live="none">
            {PASSWORD_MESSAGES.resetSent(sentTo)}
          </Alert>
        ) : null}
      </div>
    </form.AppForm>
  )
}
