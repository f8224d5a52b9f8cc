import { Lock, UserRound } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Alert, RouterLink, TextField } from 'design-system'
import { firstError, useAppForm, useFormFailure } from '~/app/form'
import { startSignIn, type SignInStart } from '../../account.functions'
import { SIGN_IN_MESSAGES, signInEmailSchema, tooManyMailsMessage, type SignInEmailValues } from '../../sign-in.schema'
import * as styles from './SignInFlow.css'
import { StepCard } from './StepCard'

export interface EmailStepProps {
  values: SignInEmailValues
  redirect?: string
  /** A sign-in link that no longer works brought the user here. */
  linkFailed?: boolean
  focusTitle?: boolean
  onStarted: (values: SignInEmailValues, start: SignInStart) => void
}

/** Entry 'Connexion / Inscription': the e-mail, 'Se souvenir de moi', then code or registration. */
export function EmailStep({ values, redirect, linkFailed, focusTitle, onStarted }: EmailStepProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const form = useAppForm({
    defaultValues: values,
    validators: { onDynamic: signInEmailSchema },
    onSubmit: async ({ value }) => {
      const entered = { email: value.email.trim(), remember: value.remember }
      const start = await startSignIn({ data: { ...entered, redirect } })
      if (start.step === 'rate-limited') return tooManyMailsMessage(start.retryAfter)
      onStarted(entered, start)
    },
  })
  const failure = useFormFailure(form)

  // The field is uncontrolled, so what is typed before the page hydrates stays in it (a
  // controlled value would be reset by hydration); the form adopts it once hydrated.
  useEffect(() => {
    const typed = formRef.current?.querySelector<HTMLInputElement>('input[name="email"]')?.value
    if (typed && typed !== form.state.values.email) form.setFieldValue('email', typed)
  }, [form])

  return (
    <StepCard
      icon={<UserRound size={24} />}
      title="Connexion / Inscription"
      lead="Saisissez votre e-mail : nous vous connectons si vous avez déjà un compte, sinon nous le créons ensemble."
      focusTitle={focusTitle}
    >
      {linkFailed && !failure ? <Alert tone="warning">{SIGN_IN_MESSAGES.linkFailed}</Alert> : null}
      <form.AppForm>
        <form.Failure />
        <form.Form ref={formRef} className={styles.form}>
          <form.Field name="email">
            {(field) => (
              <TextField
                label="E-mail"
                type="email"
                name="email"
                autoComplete="email"
                inputMode="email"
                isRequired
                defaultValue={values.email}
                onChange={field.handleChange}
                onBlur={field.handleBlur}
                errorMessage={firstError(field.state.meta.errors)}
              />
            )}
          </form.Field>
          <form.AppField name="remember">
            {(field) => (
              <field.Checkbox description="Restez connecté sur cet appareil, même après avoir fermé le navigateur.">Se souvenir de moi</field.Checkbox>
            )}
          </form.AppField>
          <form.SubmitButton size="lg" fullWidth pendingLabel="Vérification de l'e-mail…">
            Continuer
          </form.SubmitButton>
        </form.Form>
      </form.AppForm>
      <p className={styles.footnote}>
        <Lock size={16} aria-hidden="true" />
        <span>Connexion sécurisée : si vous avez déjà un compte, nous vous envoyons un code à usage unique par e-mail.</span>
      </p>
      <p className={styles.lead}>
        Vous avez réservé sans compte ?{' '}
        <RouterLink to="/trip" className={styles.demoLink}>
          Retrouver une réservation
        </RouterLink>
      </p>
    </StepCard>
  )
}
