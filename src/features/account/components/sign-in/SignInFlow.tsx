import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { Spinner } from 'design-system'
import type { SignedIn, SignInStart } from '../../account.functions'
import { setSignedInUser } from '../../session'
import type { SignInEmailValues } from '../../sign-in.schema'
import { CodeStep } from './CodeStep'
import { EmailStep } from './EmailStep'
import { LinkStep } from './LinkStep'
import { PasswordStep } from './PasswordStep'
import * as styles from './SignInFlow.css'

// The registration form (dates, phone, checklist) loads only for a new e-mail.
const loadRegisterForm = () => import('../register/RegisterForm')
const RegisterForm = lazy(loadRegisterForm)

type Step =
  | { name: 'email' }
  | { name: 'code'; maskedEmail: string }
  | { name: 'password'; maskedEmail: string }
  | { name: 'link'; notSent?: boolean }
  | { name: 'register' }

export interface SignInFlowProps {
  /** A page to land on after sign-in, asked by the URL (sanitised on the server). */
  redirect?: string
  /** A sign-in link that no longer works brought the user here. */
  linkFailed?: boolean
}

/**
 * Sign-in and registration at /auth/check-email (booking-and-accounts.md §2, §4): the e-mail;
 * then the code for a known address (or its password, with 'Mot de passe oublié ?'), the
 * confirmation link for one not yet confirmed, or the registration form for a new one; at the
 * end, the stored page or '/'.
 */
export function SignInFlow({ redirect, linkFailed }: SignInFlowProps) {
  const queryClient = useQueryClient()
  const router = useRouter()
  const [step, setStep] = useState<Step>({ name: 'email' })
  const [entered, setEntered] = useState<SignInEmailValues>({ email: '', remember: false })
  const [demoMailbox, setDemoMailbox] = useState<string | undefined>()
  /** Once a step has replaced another, each new step's title takes the focus. */
  const [moved, setMoved] = useState(false)

  // Hydrated (its code loaded): browser tests wait for it.
  const pageRef = useRef<HTMLDivElement>(null)
  useEffect(() => pageRef.current?.setAttribute('data-ready', ''), [])

  const go = (next: Step) => {
    setMoved(true)
    setStep(next)
  }

  const onSignedIn = useCallback(
    async ({ user, redirectTo }: SignedIn) => {
      setSignedInUser(queryClient, user)
      await router.navigate({ href: redirectTo, replace: true })
    },
    [queryClient, router],
  )

  const onStarted = (values: SignInEmailValues, start: SignInStart) => {
    setEntered(values)
    setDemoMailbox(start.demoMailbox)
    if (start.step === 'code') go({ name: 'code', maskedEmail: start.maskedEmail })
    else if (start.step === 'link') go({ name: 'link', notSent: !start.sent })
    else if (start.step === 'register') go({ name: 'register' })
  }

  const changeEmail = () => go({ name: 'email' })

  let content
  switch (step.name) {
    case 'email':
      content = <EmailStep values={entered} redirect={redirect} linkFailed={linkFailed} focusTitle={moved} onStarted={onStarted} />
      break
    case 'code':
      content = (
        <CodeStep
          email={entered.email}
          maskedEmail={step.maskedEmail}
          remember={entered.remember}
          demoMailbox={demoMailbox}
          onSignedIn={onSignedIn}
          onChangeEmail={changeEmail}
          onUsePassword={() => go({ name: 'password', maskedEmail: step.maskedEmail })}
        />
      )
      break
    case 'password':
      content = (
        <PasswordStep
          email={entered.email}
          remember={entered.remember}
          demoMailbox={demoMailbox}
          onSignedIn={onSignedIn}
          onUseCode={() => go({ name: 'code', maskedEmail: step.maskedEmail })}
          onChangeEmail={changeEmail}
        />
      )
      break
    case 'link':
      content = (
        <LinkStep
          email={entered.email}
          notSent={step.notSent}
          demoMailbox={demoMailbox}
          focusTitle={moved}
          onSignedIn={onSignedIn}
          onCodeSent={({ maskedEmail }) => go({ name: 'code', maskedEmail })}
          onChangeEmail={changeEmail}
        />
      )
      break
    case 'register':
      content = (
        <Suspense
          fallback={
            <div className={styles.loading}>
              <Spinner label="Chargement du formulaire d'inscription…" />
            </div>
          }
        >
          <RegisterForm
            email={entered.email}
            onRegistered={(email) => {
              setEntered((v) => ({ ...v, email }))
              go({ name: 'link' })
            }}
            onSignInInstead={(email) => {
              setEntered((v) => ({ ...v, email }))
              go({ name: 'email' })
            }}
            onBack={changeEmail}
          />
        </Suspense>
      )
      break
  }

  return (
    <div ref={pageRef} className={styles.page} data-sign-in-step={step.name}>
      {content}
    </div>
  )
}
