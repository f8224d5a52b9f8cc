import { Radio, SelectItem } from 'design-system'
import { fieldErrors, PendingButton, useAppForm } from '~/app/form'
import { PHONE_COUNTRIES } from '~/lib/phone'
import { ADDRESS_TYPE_LABELS, ADDRESS_TYPES, type AddressValues } from './address'
import { addressErrors } from './address-form'
import * as styles from './ClientSpace.css'

/** The address form (§3, §5): required fields marked with *, messages on submit then live. */
export function AddressForm({ initial, onSave, onCancel }: { initial: AddressValues; onSave: (values: AddressValues) => Promise<void>; onCancel: () => void }) {
  const form = useAppForm({
    defaultValues: initial,
    validators: { onDynamic: ({ value }) => fieldErrors(addressErrors(value)) },
    onSubmit: ({ value }) => onSave(value),
  })
  return (
    <form.AppForm>
      <form.Form className={styles.form}>
        <p className={styles.required}>Les champs marqués d&apos;un * sont obligatoires.</p>
        <form.AppField name="addressType">
          {(field) => (
            <field.RadioGroup label="Type d'adresse" isRequired orientation="horizontal">
              {ADDRESS_TYPES.map((type) => (
                <Radio key={type} value={type}>
                  {ADDRESS_TYPE_LABELS[type]}
                </Radio>
              ))}
            </field.RadioGroup>
          )}
        </form.AppField>
        <div className={styles.formRow}>
          <form.AppField name="firstName">{(field) => <field.TextField label="Prénom" autoComplete="given-name" isRequired />}</form.AppField>
          <form.AppField name="lastName">{(field) => <field.TextField label="Nom" autoComplete="family-name" isRequired />}</form.AppField>
        </div>
        <div className={styles.formRow}>
          <form.AppField name="streetNumber">{(field) => <field.TextField label="Numéro" autoComplete="off" />}</form.AppField>
          <form.AppField name="street">{(field) => <field.TextField label="Rue" autoComplete="address-line1" isRequired />}</form.AppField>
        </div>
        <div className={styles.formRow}>
          <form.AppField name="postalCode">{(field) => <field.TextField label="Code postal" autoComplete="postal-code" isRequired />}</form.AppField>
          <form.AppField name="city">{(field) => <field.TextField label="Ville" autoComplete="address-level2" isRequired />}</form.AppField>
        </div>
        <div className={styles.formRow}>
          <form.AppField name="country">
            {(field) => (
              <field.Select label="Pays" isRequired items={PHONE_COUNTRIES}>
                {(c) => <SelectItem id={c.code}>{c.name}</SelectItem>}
              </field.Select>
            )}
          </form.AppField>
          <form.AppField name="phoneNumber">{(field) => <field.TextField label="Téléphone" type="tel" autoComplete="tel" inputMode="tel" />}</form.AppField>
        </div>
        <form.AppField name="deliveryInstructions">{(field) => <field.TextField multiline label="Instructions de livraison" />}</form.AppField>
        <form.AppField name="hasElevator">{(field) => <field.Checkbox>Ascenseur</field.Checkbox>}</form.AppField>
        <form.AppField name="isDefault">{(field) => <field.Checkbox>Adresse par défaut</field.Checkbox>}</form.AppField>
        <div className={styles.actions}>
          <PendingButton variant="secondary" isPending={false} pendingLabel="" onPress={onCancel}>
            Annuler
          </PendingButton>
          <form.SubmitButton pendingLabel="Enregistrement...">{(saving) => (saving ? 'Enregistrement...' : "Enregistrer l'adresse")}</form.SubmitButton>
        </div>
      </form.Form>
    </form.AppForm>
  )
}
