import { revalidateLogic, useForm } from '@tanstack/react-form'
import { Lock, UserRound } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Alert, Checkbox, TextField } from 'design-system'
import { userMessageOf } from '~/lib/user-messages'
import { startSignIn, type SignInStart } from '../../account.functions'
import { SIGN_IN_MESSAGES, signInEmailSchema, tooManyMailsMessage, type SignInEmailValues } from '../../sign-in.schema'
import { firstError } from '~/lib/form-errors'
import { focusFirstInvalid } from './form-errors'
import * as styles from './SignInFlow.css'
import { StepCard } from './StepCard'
import { PendingButton } from './PendingButton'

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
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm({
    defaultValues: values,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: signInEmailSchema },
    onSubmitInvalid: () => focusFirstInvalid(formRef.current),
    onSubmit: async ({ value }) => {
      setFailure(null)
      const entered = { email: value.email.trim(), remember: value.remember }
      try {
        const start = await startSignIn({ data: { ...entered, redirect } })
        if (start.step === 'rate-limited') {
          setFailure(tooManyMailsMessage(start.retryAfter))
          return
        }
        onStarted(entered, start)
      } catch (error) {
        setFailure(userMessageOf(error))
      }
    },
  })

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
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <form
        ref={formRef}
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void form.handleSubmit()
        }}
      >
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
        <form.Field name="remember">
          {(field) => (
            <Checkbox isSelected={field.state.value} onChange={field.handleChange} description="Restez connecté sur cet appareil, même après avoir fermé le navigateur.">
              Se souvenir de moi
            </Checkbox>
          )}
        </form.Field>
        <form.Subscribe selector={(s) => s.isSubmitting}>
          {(isSubmitting) => (
            <PendingButton type="submit" size="lg" fullWidth isPending={isSubmitting} pendingLabel="Vérification de l'e-mail…">
              Continuer
            </PendingButton>
          )}
        </form.Subscribe>
      </form>
      <p className={styles.footnote}>
        <Lock size={16} aria-hidden="true" />
        <span>Connexion sécurisée : si vous avez déjà un compte, nous vous envoyons un code à usage unique par e-mail.</span>
      </p>
    </StepCard>
  )
}
