import { Radio } from 'design-system'
import { withFieldGroup } from '~/app/form'
import { todayInParis } from '~/lib/dates'
import { emptyPerson } from '../../model/draft'
import { SALUTATION_LABELS } from '../../model/types'
import * as styles from './steps.css'

export interface PersonFieldsProps {
  /** Prefix of the fields' names and ids (e.g. 'passenger-0'). */
  id: string
  contact: boolean
  /** Personal autofill (the payer, the first passenger); others are not the visitor. */
  autofill: boolean
  emailRequired?: boolean
  phoneRequired?: boolean
}

/**
 * Salutation, names, birth date (DD/MM/YYYY, at most today) and, for adults and the payer, e-mail
 * and phone: a group of form fields, under `payer` or `passengers[i]` (`fields`).
 */
export const PersonFields = withFieldGroup({
  defaultValues: emptyPerson(),
  props: { id: '', contact: false, autofill: false } as PersonFieldsProps,
  render: function PersonFieldsRender({ group, id, contact, autofill, emailRequired, phoneRequired }) {
    return (
      <div className={styles.formGrid}>
        <group.AppField name="salutation">
          {(field) => (
            <field.RadioGroup className={styles.full} label="Civilité" orientation="horizontal" isRequired validationBehavior="aria" name={`${id}-salutation`}>
              {(Object.keys(SALUTATION_LABELS) as (keyof typeof SALUTATION_LABELS)[]).map((s) => (
                <Radio key={s} value={s}>
                  {SALUTATION_LABELS[s]}
                </Radio>
              ))}
            </field.RadioGroup>
          )}
        </group.AppField>
        <group.AppField name="firstName">
          {(field) => (
            <field.TextField label="Prénom" isRequired validationBehavior="aria" name={`${id}-firstName`} autoComplete={autofill ? 'given-name' : 'off'} />
          )}
        </group.AppField>
        <group.AppField name="lastName">
          {(field) => (
            <field.TextField label="Nom" isRequired validationBehavior="aria" name={`${id}-lastName`} autoComplete={autofill ? 'family-name' : 'off'} />
          )}
        </group.AppField>
        <group.AppField name="dateOfBirth">
          {(field) => (
            <field.DatePicker
              label="Date de naissance"
              description="Format JJ/MM/AAAA"
              isRequired
              validationBehavior="aria"
              name={`${id}-dateOfBirth`}
              max={todayInParis().toString()}
            />
          )}
        </group.AppField>
        {contact ? (
          <>
            <group.AppField name="email">
              {(field) => (
                <field.TextField
                  label="E-mail"
                  type="email"
                  isRequired={emailRequired}
                  validationBehavior="aria"
                  name={`${id}-email`}
                  autoComplete={autofill ? 'email' : 'off'}
                />
              )}
            </group.AppField>
            <group.Field name="phoneCountry">
              {(country) => (
                <group.AppField name="phoneNumber">
                  {(field) => <field.PhoneField className={styles.full} label="Téléphone" isRequired={phoneRequired} name={`${id}-phone`} country={country} />}
                </group.AppField>
              )}
            </group.Field>
          </>
        ) : null}
      </div>
    )
  },
})
