import { useStore } from '@tanstack/react-form'
import { CheckCircle2, MailCheck } from 'lucide-react'
import { useEffect, useRef, type KeyboardEvent } from 'react'
import type { OtpInputHandle } from 'design-system'
import { OTP_LENGTH } from '~/api-contract/constants'
import { OtpField, PendingButton, useAppForm, useFormAction } from '~/app/form'
import { confirmCode, requestCode, type SignedIn } from '../../account.functions'
import { SENT_FLAG_MS, SIGN_IN_MESSAGES, tooManyMailsMessage } from '../../sign-in.schema'
import { tooManyAttemptsMessage } from '~/lib/user-messages'
import * as styles from './SignInFlow.css'
import { DemoMailboxHint, StepCard } from './StepCard'
import { useTimedFlag } from './use-flag'

export interface CodeStepProps {
  email: string
  maskedEmail: string
  remember: boolean
  demoMailbox?: string
  onSignedIn: (result: SignedIn) => Promise<void>
  onChangeEmail: () => void
  /** 'Me connecter avec mon mot de passe' (and 'Mot de passe oublié ?' there). */
  onUsePassword?: () => void
}

const complete = (code: string) => (code.length === OTP_LENGTH ? undefined : SIGN_IN_MESSAGES.codeIncomplete)

/**
 * The 6-digit code (booking-and-accounts.md §2, §5): 'Continuer' only with six digits; a wrong
 * or expired code clears the boxes and focuses the first; a new code on demand; too many wrong
 * codes are refused by the API.
 */
export function CodeStep({ email, maskedEmail, remember, demoMailbox, onSignedIn, onChangeEmail, onUsePassword }: CodeStepProps) {
  const otpRef = useRef<OtpInputHandle>(null)
  const [sent, showSent, hideSent] = useTimedFlag(SENT_FLAG_MS)

  // Empty boxes, the message said next to them (cleared by typing), the focus on the first box.
  const restart = (message: string | undefined) => {
    form.setFieldValue('code', '', { dontValidate: true })
    form.setFieldMeta('code', (meta) => ({ ...meta, errorMap: { ...meta.errorMap, onSubmit: message } }))
    otpRef.current?.focus()
  }

  const form = useAppForm({
    defaultValues: { code: '' },
    onSubmit: async ({ value }) => {
      const result = await confirmCode({ data: { email, otp: value.code, remember } })
      if (result.ok) return void (await onSignedIn(result))
      if (result.reason === 'rate-limited') return tooManyAttemptsMessage(result.retryAfter)
      restart(result.reason === 'invalid' ? SIGN_IN_MESSAGES.codeWrong : SIGN_IN_MESSAGES.codeTooManyAttempts)
    },
  })
  const isComplete = useStore(form.store, (s) => s.values.code.length === OTP_LENGTH)
  const isPending = useStore(form.store, (s) => s.isSubmitting)

  const [newCode, resending] = useFormAction(form, async () => {
    hideSent()
    const result = await requestCode({ data: { email } })
    if (!result.ok) return tooManyMailsMessage(result.retryAfter)
    restart(undefined)
    showSent()
  })

  // The step exists to type this code: its first box takes the focus when the step opens.
  useEffect(() => otpRef.current?.focus(), [])

  // A short code is said next to the boxes; the focus stays where the user is typing.
  const submit = () => {
    if (!isPending) void form.handleSubmit()
  }

  // With the button disabled, Enter in a box does not submit the form: say what is missing.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && !isComplete) {
      event.preventDefault()
      submit()
    }
  }

  return (
    <StepCard
      icon={<MailCheck size={24} />}
      title="Saisissez votre code"
      lead={
        <>
          Nous avons envoyé un code à {OTP_LENGTH} chiffres à <span className={styles.strong}>{maskedEmail}</span>. Il est valable 10 minutes.
        </>
      }
    >
      <form.AppForm>
        <form.Failure />
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Enter in a box is handled for the whole form */}
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            submit()
          }}
          onKeyDown={onKeyDown}
        >
          <form.AppField name="code" validators={{ onSubmit: ({ value }) => complete(value) }}>
            {() => <OtpField ref={otpRef} label="Code de connexion reçu par e-mail" length={OTP_LENGTH} />}
          </form.AppField>
          <PendingButton type="submit" size="lg" fullWidth isDisabled={!isComplete} isPending={isPending} pendingLabel="Vérification du code…">
            Continuer
          </PendingButton>
        </form>
      </form.AppForm>
      <div className={styles.more}>
        <div className={styles.links}>
          <span>
            Rien reçu ?{' '}
            <button type="button" className={styles.textButton} onClick={() => void newCode()} disabled={resending}>
              Recevoir un nouveau code
            </button>
          </span>
          {onUsePassword ? (
            <button type="button" className={styles.textButton} onClick={onUsePassword}>
              Me connecter avec mon mot de passe
            </button>
          ) : null}
          <button type="button" className={styles.textButton} onClick={onChangeEmail}>
            Modifier l&apos;e-mail
          </button>
        </div>
        <p role="status" className={styles.status}>
          {sent ? (
            <>
              <CheckCircle2 size={16} aria-hidden="true" />
              {SIGN_IN_MESSAGES.codeSent}
            </>
          ) : null}
        </p>
      </div>
      <DemoMailboxHint href={demoMailbox} />
    </StepCard>
  )
}
