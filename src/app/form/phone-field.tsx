import { useStore, type AnyFieldApi, type AnyFormApi } from '@tanstack/react-form'
import { PhoneField as DsPhoneField, type PhoneFieldProps } from 'design-system'
import { useFieldContext, useFieldError } from './context'
import { PHONE_COUNTRIES } from '~/lib/phone'
import { firstError } from './form-errors'

/** The country's field (any field API over an ISO code). */
type CountryField = { store: AnyFieldApi['store']; form: { store: AnyFormApi['store'] }; handleChange: (code: string) => void }

/**
 * The design-system phone field, with the app's countries (`lib/phone`), over two form fields: the number (the field in context) and the
 * country (`country`, an ISO code field). Its message: the number's, else the country's once the
 * form has been submitted or the country left.
 */
export function PhoneField({
  country,
  ...props
}: Omit<PhoneFieldProps, 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'errorMessage' | 'country' | 'defaultCountry' | 'onCountryChange' | 'countries'> & {
  country: CountryField
}) {
  const error = useFieldError()
  const attempted = useStore(country.form.store, (s) => s.submissionAttempts > 0)
  const countryError = useStore(country.store, (s) => (s.meta.isBlurred || attempted ? firstError(s.meta.errors) : undefined))
  const field = useFieldContext<string>()
  const countryCode = useStore(country.store, (s) => s.value as string)
  return (
    <DsPhoneField
      {...props}
      countries={PHONE_COUNTRIES}
      country={countryCode}
      onCountryChange={(c) => country.handleChange(c.code)}
      value={field.state.value}
      onChange={field.handleChange}
      onBlur={field.handleBlur}
      errorMessage={error ?? countryError}
    />
  )
}
