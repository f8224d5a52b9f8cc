import { useStore } from '@tanstack/react-form'
import { UserPlus } from 'lucide-react'
import { useMemo } from 'react'
import { Columns, PhoneField, Radio, SelectItem } from 'design-system'
import { firstError, useAppForm } from '~/app/form'
import { todayInParis } from '~/lib/dates'
import { PHONE_COUNTRIES } from '~/lib/phone'
import { register } from '../../account.functions'
import { defaultBirthDate, defaultRegisterValues, REGISTER_MESSAGES, registerFormSchema, toRegisterRequest, type Preferences } from '../../register.schema'
import { tooManyAttemptsMessage } from '~/lib/user-messages'
import { StepCard } from '../sign-in/StepCard'
import * as flow from '../sign-in/SignInFlow.css'
import { LegalText } from './LegalText'
import { PasswordInput } from './PasswordInput'
import { PreferencesFields } from './PreferencesFields'
import * as styles from './RegisterForm.css'

export interface RegisterFormProps {
  email: string
  /** The account exists: a confirmation link has been mailed. */
  onRegistered: (email: string) => void
  /** The e-mail already has an account: back to sign-in with it. */
  onSignInInstead: (email: string) => void
  onBack: () => void
}

/**
 * 'Créez votre compte en 1 minute !' (booking-and-accounts.md §2–§5): every field of the
 * register form; validated on submit (all fields then touched, the first in error focused),
 * then as the user types; nothing typed is lost when the server refuses or fails.
 */
export default function RegisterForm({ email, onRegistered, onSignInInstead, onBack }: RegisterFormProps) {
  const today = useMemo(() => todayInParis(), [])
  const form = useAppForm({
    defaultValues: defaultRegisterValues(email),
    validators: { onDynamic: registerFormSchema },
    onSubmit: async ({ value }) => {
      const result = await register({ data: toRegisterRequest(value) })
      if (result.ok) onRegistered(result.email)
      else if (result.reason === 'rate-limited') return tooManyAttemptsMessage(result.retryAfter)
      else return result.reason === 'exists' ? REGISTER_MESSAGES.exists : REGISTER_MESSAGES.invalid
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
      <form.AppForm>
        <form.Failure
          render={(message) => (
            <>
              {message}
              {message === REGISTER_MESSAGES.exists ? (
                <>
                  {' '}
                  <button type="button" className={flow.textButton} onClick={() => onSignInInstead(form.state.values.email.trim())}>
                    Me connecter avec cet e-mail
                  </button>
                </>
              ) : null}
            </>
          )}
        />
        <form.Form className={styles.form}>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>Vos informations</legend>
            <form.AppField name="gender">
              {(field) => (
                <field.RadioGroup label="Civilité" isRequired orientation="horizontal">
                  <Radio value="Mrs">Madame</Radio>
                  <Radio value="Mr">Monsieur</Radio>
                </field.RadioGroup>
              )}
            </form.AppField>
            <Columns columns={{ xs: 1, sm: 2 }}>
              <form.AppField name="firstName">
                {(field) => <field.TextField label="Prénom" name="given-name" autoComplete="given-name" isRequired />}
              </form.AppField>
              <form.AppField name="lastName">
                {(field) => <field.TextField label="Nom" name="family-name" autoComplete="family-name" isRequired />}
              </form.AppField>
            </Columns>
            <form.AppField name="email">
              {(field) => <field.TextField label="E-mail" type="email" name="email" autoComplete="email" inputMode="email" isRequired />}
            </form.AppField>
            <form.AppField name="password">{() => <PasswordInput />}</form.AppField>
            <Columns columns={{ xs: 1, sm: 2 }}>
              <form.AppField name="birthDate">
                {(field) => (
                  <field.DatePicker
                    label="Date de naissance"
                    isRequired
                    max={today.toString()}
                    opensOn={defaultBirthDate(today)}
                    description="Vous devez avoir 18 ans ou plus."
                  />
                )}
              </form.AppField>
              <form.Field name="phoneNumber">
                {(field) => (
                  <form.Subscribe selector={(s) => ({ country: s.values.phoneCountry, codeError: firstError(s.fieldMeta.phoneCode?.errors) })}>
                    {({ country, codeError }) => (
                      <PhoneField
                        label="Téléphone"
                        name="tel-national"
                        isRequired
                        countries={PHONE_COUNTRIES}
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
            <form.AppField name="address">{(field) => <field.TextField label="Adresse" name="street-address" autoComplete="street-address" />}</form.AppField>
            <Columns columns={{ xs: 1, sm: 3 }}>
              <form.AppField name="postalCode">
                {(field) => <field.TextField label="Code postal" name="postal-code" autoComplete="postal-code" />}
              </form.AppField>
              <form.AppField name="city">{(field) => <field.TextField label="Ville" name="address-level2" autoComplete="address-level2" />}</form.AppField>
              <form.AppField name="country">
                {(field) => (
                  <field.Select label="Pays" items={PHONE_COUNTRIES} emptyKey="FR">
                    {(c) => <SelectItem id={c.code}>{c.name}</SelectItem>}
                  </field.Select>
                )}
              </form.AppField>
            </Columns>
          </fieldset>

          <PreferencesFields value={preferences} onChange={setPreferences} />

          <LegalText />

          <div className={styles.actions}>
            <button type="button" className={flow.textButton} onClick={onBack}>
              Modifier l&apos;e-mail
            </button>
            <form.SubmitButton size="lg" pendingLabel="Création du compte…" className={styles.submit}>
              Créer mon compte
            </form.SubmitButton>
          </div>
        </form.Form>
      </form.AppForm>
    </StepCard>
  )
}
