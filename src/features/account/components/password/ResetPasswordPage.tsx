import { Link } from '@tanstack/react-router'
import { CheckCircle2, KeyRound } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Alert } from 'design-system'
import { fieldErrors, live, useAppForm } from '~/app/form'
import { resetPassword } from '../../password.functions'
import { newPasswordErrors, PASSWORD_MESSAGES, type NewPasswordValues } from '../../password.schema'
import { REGISTER_MESSAGES } from '../../register.schema'
import { tooManyAttemptsMessage } from '~/lib/user-messages'
import { PasswordInput } from '../register/PasswordInput'
import * as styles from '../sign-in/SignInFlow.css'
import { StepCard } from '../sign-in/StepCard'
import { ForgotPasswordForm } from './ForgotPasswordForm'

const EMPTY: NewPasswordValues = { password: '', confirmPassword: '' }

/**
 * /auth/reset-password?token=…, the link of 'Mot de passe oublié ?': a new password with the
 * registration's checklist and messages. A spent or expired link (or none) offers a new one.
 */
export function ResetPasswordPage({ token }: { token?: string }) {
  const [state, setState] = useState<'form' | 'invalid' | 'done'>(token ? 'form' : 'invalid')
  const pageRef = useRef<HTMLDivElement>(null)
  useEffect(() => pageRef.current?.setAttribute('data-ready', ''), [])

  const form = useAppForm({
    defaultValues: EMPTY,
    validationLogic: live,
    validators: { onDynamic: ({ value }) => fieldErrors(newPasswordErrors(value)) },
    onSubmit: async ({ value }) => {
      const result = await resetPassword({ data: { token: token!, password: value.password } })
      if (result.ok) return void setState('done')
      if (result.reason === 'rate-limited') return tooManyAttemptsMessage(result.retryAfter ?? 60)
      if (result.reason === 'invalid') return REGISTER_MESSAGES.invalid
      setState('invalid')
    },
  })

  let content
  if (state === 'done') {
    content = (
      <StepCard icon={<CheckCircle2 size={24} />} title="Mot de passe modifié" focusTitle>
        <Alert tone="success">{PASSWORD_MESSAGES.resetDone}</Alert>
        <Link to="/auth/check-email" className={styles.demoLink}>
          Me connecter
        </Link>
      </StepCard>
    )
  } else if (state === 'invalid') {
    content = (
      <StepCard icon={<KeyRound size={24} />} title="Mot de passe oublié" focusTitle={Boolean(token)}>
        <Alert tone="warning">{PASSWORD_MESSAGES.linkInvalid}</Alert>
        <ForgotPasswordForm email="" />
      </StepCard>
    )
  } else {
    content = (
      <StepCard
        icon={<KeyRound size={24} />}
        title="Choisissez un nouveau mot de passe"
        lead="Ce lien ne sert qu'une fois. Vous pourrez ensuite vous connecter avec ce nouveau mot de passe."
      >
        <form.AppForm>
          <form.Failure />
          <form.Form className={styles.form}>
            <form.AppField name="password">{() => <PasswordInput label="Nouveau mot de passe" name="new-password" />}</form.AppField>
            <form.AppField name="confirmPassword">
              {(field) => <field.PasswordField label="Confirmer nouveau mot de passe" name="confirm-password" autoComplete="new-password" isRequired />}
            </form.AppField>
            <form.SubmitButton size="lg" fullWidth pendingLabel="Enregistrement...">
              Enregistrer le nouveau mot de passe
            </form.SubmitButton>
          </form.Form>
        </form.AppForm>
      </StepCard>
    )
  }
  return (
    <div ref={pageRef} className={styles.page} data-reset-password={state}>
      {content}
    </div>
  )
}
