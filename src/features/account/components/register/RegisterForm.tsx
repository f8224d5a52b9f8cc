import { parseDate, type CalendarDate } from '@internationalized/date'
import { revalidateLogic, useForm, useStore } from '@tanstack/react-form'
import { UserPlus } from 'lucide-react'
import { useMemo, useRef, useState } from 'react'
import { Alert, Columns, DatePicker, phoneCountries, PhoneField, Radio, RadioGroup, Select, SelectItem, TextField } from 'design-system'
import { isIsoDate } from '~/lib/iso-date'
import { todayInParis } from '~/lib/dates'
import { userMessageOf } from '~/lib/user-messages'
import { register } from '../../account.functions'
import { defaultRegisterValues, REGISTER_MESSAGES, registerFormSchema, toRegisterRequest, type Preferences } from '../../register.schema'
import { tooManyAttemptsMessage } from '../../sign-in.schema'
import { firstError } from '~/lib/form-errors'
import { focusFirstInvalid } from '../sign-in/form-errors'
import { StepCard } from '../sign-in/StepCard'
import * as flow from '../sign-in/SignInFlow.css'
import { LegalText } from './LegalText'
import { PasswordInput } from './PasswordInput'
import { PreferencesFields } from './PreferencesFields'
import * as styles from './RegisterForm.css'
import { PendingButton } from '../sign-in/PendingButton'

export interface RegisterFormProps {
  email: string
  /** The account exists: a confirmation link has been mailed. */
  onRegistered: (email: string) => void
  /** The e-mail already has an account: back to sign-in with it. */
  onSignInInstead: (email: string) => void
  onBack: () => void
}

const toCalendarDate = (iso: string): CalendarDate | null => (isIsoDate(iso) ? parseDate(iso) : null)

/**
 * 'Créez votre compte en 1 minute !' (booking-and-accounts.md §2–§5): every field of the
 * register form; validated on submit (all fields then touched, the first in error focused),
 * then as the user types; nothing typed is lost when the server refuses or fails.
 */
export default function RegisterForm({ email, onRegistered, onSignInInstead, onBack }: RegisterFormProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const [failure, setFailure] = useState<{ message: string; exists?: boolean } | null>(null)
  const today = useMemo(() => todayInParis(), [])
  const form = useForm({
    defaultValues: defaultRegisterValues(email, today),
    validationLogic: revalidateLogic(),
    validators: { onDynamic: registerFormSchema },
    onSubmitInvalid: () => focusFirstInvalid(formRef.current),
    onSubmit: async ({ value }) => {
      setFailure(null)
      try {
        const result = await register({ data: toRegisterRequest(value) })
        if (result.ok) onRegistered(result.email)
        else if (result.reason === 'rate-limited') setFailure({ message: tooManyAttemptsMessage(result.retryAfter) })
        else setFailure(result.reason === 'exists' ? { message: REGISTER_MESSAGES.exists, exists: true } : { message: REGISTER_MESSAGES.invalid })
      } catch (error) {
        setFailure({ message: userMessageOf(error) })
      }
    },
  })
  const preferences = useStore(form.store, (s): Preferences => ({
    noPostalOffers: s.values.noPostalOffers,
    receivePromoOffers: s.values.receivePromoOffers,
    receiveEmailComm: s.values.receiveEmailComm,
  }))
  const setPreferences = (next: Preferences) => {
    form.setFieldValue('noPostalOffers', next.noPostalOffers)
    form.setFieldValue('receivePromoOffers', next.receivePromoOffers)
    form.setFieldValue('receiveEmailComm', next.receiveEmailComm)
  }

  return (
    <StepCard icon={<UserPlus size={24} />} title="Créez votre compte en 1 minute !" lead="Les champs marqués d'un * sont obligatoires." wide focusTitle>
      {failure ? (
        <Alert tone="error">
          {failure.message}
          {failure.exists ? (
            <>
              {' '}
              <button type="button" className={flow.textButton} onClick={() => onSignInInstead(form.state.values.email.trim())}>
                Me connecter avec cet e-mail
              </button>
            </>
          ) : null}
        </Alert>
      ) : null}
      <form
        ref={formRef}
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void form.handleSubmit()
        }}
      >
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Vos informations</legend>
          <form.Field name="gender">
            {(field) => (
              <RadioGroup
                label="Civilité"
                isRequired
                orientation="horizontal"
                value={field.state.value || null}
                onChange={(v) => field.handleChange(v as 'Mr' | 'Mrs')}
                onBlur={field.handleBlur}
                errorMessage={firstError(field.state.meta.errors)}
              >
                <Radio value="Mrs">Madame</Radio>
                <Radio value="Mr">Monsieur</Radio>
              </RadioGroup>
            )}
          </form.Field>
          <Columns columns={{ xs: 1, sm: 2 }}>
            <form.Field name="firstName">
              {(field) => (
                <TextField label="Prénom" name="given-name" autoComplete="given-name" isRequired value={field.state.value} onChange={field.handleChange} onBlur={field.handleBlur} errorMessage={firstError(field.state.meta.errors)} />
              )}
            </form.Field>
            <form.Field name="lastName">
              {(field) => (
                <TextField label="Nom" name="family-name" autoComplete="family-name" isRequired value={field.state.value} onChange={field.handleChange} onBlur={field.handleBlur} errorMessage={firstError(field.state.meta.errors)} />
              )}
            </form.Field>
          </Columns>
          <form.Field name="email">
            {(field) => (
              <TextField label="E-mail" type="email" name="email" autoComplete="email" inputMode="email" isRequired value={field.state.value} onChange={field.handleChange} onBlur={field.handleBlur} errorMessage={firstError(field.state.meta.errors)} />
            )}
          </form.Field>
          <form.Field name="password">
            {(field) => <PasswordInput value={field.state.value} onChange={field.handleChange} onBlur={field.handleBlur} errorMessage={firstError(field.state.meta.errors)} />}
          </form.Field>
          <Columns columns={{ xs: 1, sm: 2 }}>
            <form.Field name="birthDate">
              {(field) => (
                <DatePicker
                  label="Date de naissance"
                  isRequired
                  value={toCalendarDate(field.state.value)}
                  onChange={(date) => field.handleChange(date ? date.toString() : '')}
                  onBlur={field.handleBlur}
                  maxValue={parseDate(today.toString())}
                  errorMessage={firstError(field.state.meta.errors)}
                  description="Vous devez avoir 18 ans ou plus."
                />
              )}
            </form.Field>
            <form.Field name="phoneNumber">
              {(field) => (
                <form.Subscribe selector={(s) => ({ country: s.values.phoneCountry, codeError: firstError(s.fieldMeta.phoneCode?.errors) })}>
                  {({ country, codeError }) => (
                    <PhoneField
                      label="Téléphone"
                      name="tel-national"
                      isRequired
                      country={country}
                      onCountryChange={(c) => {
                        form.setFieldValue('phoneCountry', c.code)
                        form.setFieldValue('phoneCode', c.dial)
                      }}
                      value={field.state.value}
                      onChange={field.handleChange}
                      onBlur={field.handleBlur}
                      errorMessage={codeError ?? firstError(field.state.meta.errors)}
                    />
                  )}
                </form.Subscribe>
              )}
            </form.Field>
          </Columns>
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Votre adresse (facultatif)</legend>
          <form.Field name="address">
            {(field) => <TextField label="Adresse" name="street-address" autoComplete="street-address" value={field.state.value} onChange={field.handleChange} onBlur={field.handleBlur} errorMessage={firstError(field.state.meta.errors)} />}
          </form.Field>
          <Columns columns={{ xs: 1, sm: 3 }}>
            <form.Field name="postalCode">
              {(field) => <TextField label="Code postal" name="postal-code" autoComplete="postal-code" value={field.state.value} onChange={field.handleChange} onBlur={field.handleBlur} errorMessage={firstError(field.state.meta.errors)} />}
            </form.Field>
            <form.Field name="city">
              {(field) => <TextField label="Ville" name="address-level2" autoComplete="address-level2" value={field.state.value} onChange={field.handleChange} onBlur={field.handleBlur} errorMessage={firstError(field.state.meta.errors)} />}
            </form.Field>
            <form.Field name="country">
              {(field) => (
                <Select label="Pays" items={phoneCountries} selectedKey={field.state.value} onSelectionChange={(key) => field.handleChange(String(key ?? 'FR'))}>
                  {(c) => <SelectItem id={c.code}>{c.name}</SelectItem>}
                </Select>
              )}
            </form.Field>
          </Columns>
        </fieldset>

        <PreferencesFields value={preferences} onChange={setPreferences} />

        <LegalText />

        <div className={styles.actions}>
          <button type="button" className={flow.textButton} onClick={onBack}>
            Modifier l&apos;e-mail
          </button>
          <form.Subscribe selector={(s) => s.isSubmitting}>
            {(isSubmitting) => (
              <PendingButton type="submit" size="lg" isPending={isSubmitting} pendingLabel="Création du compte…" className={styles.submit}>
                Créer mon compte
              </PendingButton>
            )}
          </form.Subscribe>
        </div>
      </form>
    </StepCard>
  )
}
