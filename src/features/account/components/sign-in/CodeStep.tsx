import { CheckCircle2, MailCheck } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { Alert, OtpInput, type OtpInputHandle } from 'design-system'
import { OTP_LENGTH } from '~/api-contract/constants'
import { userMessageOf } from '~/lib/user-messages'
import { confirmCode, requestCode, type SignedIn } from '../../account.functions'
import { SENT_FLAG_MS, SIGN_IN_MESSAGES, tooManyAttemptsMessage, tooManyMailsMessage } from '../../sign-in.schema'
import * as styles from './SignInFlow.css'
import { DemoMailboxHint, StepCard } from './StepCard'
import { useTimedFlag } from './use-flag'
import { PendingButton } from '~/app/form'

export interface CodeStepProps {
  email: string
  maskedEmail: string
  remember: boolean
  demoMailbox?: string
  onSignedIn: (result: SignedIn) => Promise<void>
  onChangeEmail: () => void
}

/**
 * The 6-digit code (booking-and-accounts.md §2, §5): 'Continuer' only with six digits; a wrong
 * or expired code clears the boxes and focuses the first; a new code on demand; too many wrong
 * codes are refused by the API.
 */
export function CodeStep({ email, maskedEmail, remember, demoMailbox, onSignedIn, onChangeEmail }: CodeStepProps) {
  const otpRef = useRef<OtpInputHandle>(null)
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [banner, setBanner] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const [resending, setResending] = useState(false)
  const [sent, showSent, hideSent] = useTimedFlag(SENT_FLAG_MS)
  const complete = code.length === OTP_LENGTH

  // The step exists to type this code: its first box takes the focus when the step opens.
  useEffect(() => otpRef.current?.focus(), [])

  const restart = (message: string | undefined) => {
    setCode('')
    setError(message)
    otpRef.current?.focus()
  }

  const submit = async (event?: FormEvent) => {
    event?.preventDefault()
    if (submitting) return
    if (!complete) {
      // Said next to the boxes; the focus stays where the user is typing.
      setError(SIGN_IN_MESSAGES.codeIncomplete)
      return
    }
    setSubmitting(true)
    setBanner(null)
    try {
      const result = await confirmCode({ data: { email, otp: code, remember } })
      if (result.ok) {
        await onSignedIn(result)
        return
      }
      if (result.reason === 'rate-limited') setBanner(tooManyAttemptsMessage(result.retryAfter))
      else restart(result.reason === 'invalid' ? SIGN_IN_MESSAGES.codeWrong : SIGN_IN_MESSAGES.codeTooManyAttempts)
    } catch (failure) {
      setBanner(userMessageOf(failure))
    } finally {
      setSubmitting(false)
    }
  }

  // With the button disabled, Enter in a box does not submit the form: say what is missing.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && !complete) {
      event.preventDefault()
      void submit()
    }
  }

  const newCode = async () => {
    setResending(true)
    setBanner(null)
    hideSent()
    try {
      const result = await requestCode({ data: { email } })
      if (result.ok) {
        restart(undefined)
        showSent()
      } else setBanner(tooManyMailsMessage(result.retryAfter))
    } catch (failure) {
      setBanner(userMessageOf(failure))
    } finally {
      setResending(false)
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
      {banner ? <Alert tone="error">{banner}</Alert> : null}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Enter in a box is handled for the whole form */}
      <form className={styles.form} noValidate onSubmit={(e) => void submit(e)} onKeyDown={onKeyDown}>
        <OtpInput
          ref={otpRef}
          label="Code de connexion reçu par e-mail"
          length={OTP_LENGTH}
          value={code}
          onChange={(value) => {
            setCode(value)
            if (error) setError(undefined)
          }}
          errorMessage={error}
        />
        <PendingButton type="submit" size="lg" fullWidth isDisabled={!complete} isPending={submitting} pendingLabel="Vérification du code…">
          Continuer
        </PendingButton>
      </form>
      <div className={styles.more}>
        <div className={styles.links}>
          <span>
            Rien reçu ?{' '}
            <button type="button" className={styles.textButton} onClick={() => void newCode()} disabled={resending}>
              Recevoir un nouveau code
            </button>
          </span>
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
