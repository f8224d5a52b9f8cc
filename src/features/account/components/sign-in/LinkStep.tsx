import { useStore } from '@tanstack/react-form'
import { CheckCircle2, MailOpen } from 'lucide-react'
import { useState } from 'react'
import { Alert } from 'design-system'
import { PendingButton, setFormFailure, useAppForm, useFormAction } from '~/app/form'
import { continueAfterLink, resendEmail, type CodeSent, type SignedIn } from '../../account.functions'
import { SENT_FLAG_MS, SIGN_IN_MESSAGES, tooManyMailsMessage } from '../../sign-in.schema'
import * as styles from './SignInFlow.css'
import { DemoMailboxHint, StepCard } from './StepCard'
import { useTimedFlag } from './use-flag'

export interface LinkStepProps {
  email: string
  /** The confirmation e-mail could not be sent on the way here. */
  notSent?: boolean
  demoMailbox?: string
  focusTitle?: boolean
  onSignedIn: (result: SignedIn) => Promise<void>
  /** 'Continuer' without the link opened in this browser: a code was sent instead. */
  onCodeSent: (result: Extract<CodeSent, { ok: true }>) => void
  onChangeEmail: () => void
}

/**
 * Confirm e-mail (booking-and-accounts.md §2, §4, §8): the banner asks to click the link
 * received; 'Renvoyez l'email' shows 'Email envoyé !' for 3 s, or one of the two failure
 * messages in a red banner. 'Continuer' goes on once the link has been opened in this browser
 * (another tab); otherwise a code is sent, which also proves the address.
 */
export function LinkStep({ email, notSent, demoMailbox, focusTitle, onSignedIn, onCodeSent, onChangeEmail }: LinkStepProps) {
  const [sent, showSent, hideSent] = useTimedFlag(SENT_FLAG_MS)
  // 'Continuer' is a form with nothing to type: the submit lifecycle (pending, the banner) only.
  const form = useAppForm({
    defaultValues: {},
    onSubmit: async () => {
      const result = await continueAfterLink({ data: { email } })
      if ('user' in result) await onSignedIn(result)
      else if (result.ok) onCodeSent(result)
      else return tooManyMailsMessage(result.retryAfter)
    },
  })
  // The e-mail that could not be sent on the way here is said at once, as a failed resend would.
  useState(() => notSent && setFormFailure(form, SIGN_IN_MESSAGES.resendFalse))
  const continuing = useStore(form.store, (s) => s.isSubmitting)

  const [resend, resending] = useFormAction(form, async () => {
    hideSent()
    try {
      const { success } = await resendEmail({ data: { email } })
      if (!success) return SIGN_IN_MESSAGES.resendFalse
      showSent()
    } catch {
      return SIGN_IN_MESSAGES.resendThrew
    }
  })

  return (
    <StepCard
      icon={<MailOpen size={24} />}
      title="Confirmez votre e-mail"
      lead={
        <>
          Un e-mail d&apos;activation a été envoyé à <span className={styles.strong}>{email}</span>.
        </>
      }
      focusTitle={focusTitle}
    >
      <Alert tone="info" live="none">
        {SIGN_IN_MESSAGES.linkBanner}
      </Alert>
      <form.AppForm>
        <form.Failure />
      </form.AppForm>
      <PendingButton size="lg" fullWidth onPress={() => void form.handleSubmit()} isPending={continuing} pendingLabel="Vérification…">
        Continuer
      </PendingButton>
      <div className={styles.more}>
        <div className={styles.links}>
          <span>
            Pas d&apos;e-mail ?{' '}
            <button type="button" className={styles.textButton} onClick={() => void resend()} disabled={resending}>
              Renvoyez l&apos;email
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
              {SIGN_IN_MESSAGES.emailSent}
            </>
          ) : null}
        </p>
      </div>
      <DemoMailboxHint href={demoMailbox} />
    </StepCard>
  )
}
