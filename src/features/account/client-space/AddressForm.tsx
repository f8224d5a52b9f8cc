import { useRef, useState } from 'react'
import { Checkbox, Radio, RadioGroup, Select, SelectItem, phoneCountries, TextField } from 'design-system'
import { focusFirstInvalid } from '../components/sign-in/form-errors'
import { PendingButton } from '../components/sign-in/PendingButton'
import { ADDRESS_TYPE_LABELS, ADDRESS_TYPES, type AddressType, type AddressValues } from './address'
import { addressErrors } from './address-form'
import * as styles from './ClientSpace.css'

/** The address form (§3, §5): required fields marked with *, messages on submit then live. */
export function AddressForm({ initial, saving, onSave, onCancel }: { initial: AddressValues; saving: boolean; onSave: (values: AddressValues) => void; onCancel: () => void }) {
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState(initial)
  const [submitted, setSubmitted] = useState(false)
  const errors = submitted ? addressErrors(values) : {}
  const set = (patch: Partial<AddressValues>) => setValues((v) => ({ ...v, ...patch }))
  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        setSubmitted(true)
        if (Object.keys(addressErrors(values)).length > 0) focusFirstInvalid(formRef.current)
        else onSave(values)
      }}
    >
      <p className={styles.required}>Les champs marqués d&apos;un * sont obligatoires.</p>
      <RadioGroup label="Type d'adresse" isRequired orientation="horizontal" value={values.addressType || null} onChange={(v) => set({ addressType: v as AddressType })} errorMessage={errors.addressType}>
        {ADDRESS_TYPES.map((type) => (
          <Radio key={type} value={type}>
            {ADDRESS_TYPE_LABELS[type]}
          </Radio>
        ))}
      </RadioGroup>
      <div className={styles.formRow}>
        <TextField label="Prénom" autoComplete="given-name" isRequired value={values.firstName} onChange={(firstName) => set({ firstName })} errorMessage={errors.firstName} />
        <TextField label="Nom" autoComplete="family-name" isRequired value={values.lastName} onChange={(lastName) => set({ lastName })} errorMessage={errors.lastName} />
      </div>
      <div className={styles.formRow}>
        <TextField label="Numéro" autoComplete="off" value={values.streetNumber} onChange={(streetNumber) => set({ streetNumber })} />
        <TextField label="Rue" autoComplete="address-line1" isRequired value={values.street} onChange={(street) => set({ street })} errorMessage={errors.street} />
      </div>
      <div className={styles.formRow}>
        <TextField label="Code postal" autoComplete="postal-code" isRequired value={values.postalCode} onChange={(postalCode) => set({ postalCode })} errorMessage={errors.postalCode} />
        <TextField label="Ville" autoComplete="address-level2" isRequired value={values.city} onChange={(city) => set({ city })} errorMessage={errors.city} />
      </div>
      <div className={styles.formRow}>
        <Select label="Pays" isRequired items={phoneCountries} selectedKey={values.country || null} onSelectionChange={(key) => set({ country: String(key ?? '') })} errorMessage={errors.country}>
          {(c) => <SelectItem id={c.code}>{c.name}</SelectItem>}
        </Select>
        <TextField label="Téléphone" type="tel" autoComplete="tel" inputMode="tel" value={values.phoneNumber} onChange={(phoneNumber) => set({ phoneNumber })} />
      </div>
      <TextField multiline label="Instructions de livraison" value={values.deliveryInstructions} onChange={(deliveryInstructions) => set({ deliveryInstructions })} />
      <Checkbox isSelected={values.hasElevator} onChange={(hasElevator) => set({ hasElevator })}>
        Ascenseur
      </Checkbox>
      <Checkbox isSelected={values.isDefault} onChange={(isDefault) => set({ isDefault })}>
        Adresse par défaut
      </Checkbox>
      <div className={styles.actions}>
        <PendingButton variant="secondary" isPending={false} pendingLabel="" onPress={onCancel}>
          Annuler
        </PendingButton>
        <PendingButton type="submit" isPending={saving} pendingLabel="Enregistrement...">
          {saving ? 'Enregistrement...' : "Enregistrer l'adresse"}
        </PendingButton>
      </div>
    </form>
  )
}
