import { KeyRound } from 'lucide-react'
import { useState } from 'react'
import { useAppForm } from '~/app/form'
import type { SignedIn } from '../../account.functions'
import { passwordSignIn } from '../../password.functions'
import { PASSWORD_MESSAGES } from '../../password.schema'
import { tooManyAttemptsMessage } from '~/lib/user-messages'
import { ForgotPasswordForm } from '../password/ForgotPasswordForm'
import * as styles from './SignInFlow.css'
import { DemoMailboxHint, StepCard } from './StepCard'

export interface PasswordStepProps {
  email: string
  remember: boolean
  demoMailbox?: string
  onSignedIn: (result: SignedIn) => Promise<void>
  /** Back to the code sent by e-mail. */
  onUseCode: () => void
  onChangeEmail: () => void
}

/**
 * Sign-in with the account's password, and 'Mot de passe oublié ?' (a link mailed to choose a
 * new one). A wrong password says nothing about whether the account exists.
 */
export function PasswordStep({ email, remember, demoMailbox, onSignedIn, onUseCode, onChangeEmail }: PasswordStepProps) {
  const [forgot, setForgot] = useState(false)
  const form = useAppForm({
    defaultValues: { password: '' },
    validators: { onSubmit: ({ value }) => (value.password ? undefined : { fields: { password: PASSWORD_MESSAGES.passwordRequired } }) },
    onSubmit: async ({ value, formApi }) => {
      const result = await passwordSignIn({ data: { email, password: value.password, remember } })
      if (result.ok) return void (await onSignedIn(result))
      if (result.reason === 'rate-limited') return tooManyAttemptsMessage(result.retryAfter ?? 60)
      formApi.setFieldValue('password', '', { dontValidate: true })
      return PASSWORD_MESSAGES.wrongPassword
    },
  })

  return (
    <StepCard
      icon={<KeyRound size={24} />}
      title={forgot ? 'Mot de passe oublié' : 'Saisissez votre mot de passe'}
      lead={
        forgot ? (
          'Indiquez votre e-mail : nous vous envoyons un lien pour choisir un nouveau mot de passe.'
        ) : (
          <>
            Connexion au compte <span className={styles.strong}>{email}</span>.
          </>
        )
      }
      focusTitle
    >
      {forgot ? (
        <ForgotPasswordForm email={email} />
      ) : (
        <form.AppForm>
          <form.Failure />
          <form.Form className={styles.form}>
            <form.AppField name="password">
              {(field) => <field.PasswordField label="Mot de passe" name="password" autoComplete="current-password" isRequired />}
            </form.AppField>
            <form.SubmitButton size="lg" fullWidth pendingLabel="Connexion…">
              Se connecter
            </form.SubmitButton>
          </form.Form>
        </form.AppForm>
      )}
      <div className={styles.more}>
        <div className={styles.links}>
          <button type="button" className={styles.textButton} onClick={() => setForgot(!forgot)}>
            {forgot ? 'Je connais mon mot de passe' : 'Mot de passe oublié ?'}
          </button>
          <button type="button" className={styles.textButton} onClick={onUseCode}>
            Me connecter avec un code
          </button>
          <button type="button" className={styles.textButton} onClick={onChangeEmail}>
            Modifier l&apos;e-mail
          </button>
        </div>
      </div>
      <DemoMailboxHint href={demoMailbox} />
    </StepCard>
  )
}
