import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { render, screen } from 'design-system/testing'
import { fieldErrors, useAppForm } from './index'

type Values = { phoneCountry: string; phoneNumber: string }
const rules = ({ value }: { value: Values }) =>
  fieldErrors({
    ...(value.phoneNumber ? {} : { phoneNumber: 'Le numéro de téléphone est requis' }),
    ...(value.phoneCountry === 'FR' ? {} : { phoneCountry: "L'indicatif est requis" }),
  })

function PhoneForm({ initial, onSubmit }: { initial: Values; onSubmit: (value: Values) => void }) {
  const form = useAppForm({ defaultValues: initial, validators: { onDynamic: rules }, onSubmit: ({ value }) => onSubmit(value) })
  return (
    <form.AppForm>
      <form.Form aria-label="Téléphone">
        <form.Field name="phoneCountry">
          {(country) => <form.AppField name="phoneNumber">{(field) => <field.PhoneField label="Téléphone" isRequired country={country} />}</form.AppField>}
        </form.Field>
        <form.SubmitButton pendingLabel="Enregistrement...">Enregistrer</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}

describe('app/form PhoneField', () => {
  it("binds the number and the country; the number's message first, else the country's", async () => {
    const onSubmit = vi.fn()
    const user = userEvent.setup()
    render(<PhoneForm initial={{ phoneCountry: 'BE', phoneNumber: '' }} onSubmit={onSubmit} />)
    expect(screen.getByRole('button', { name: /Indicatif du pays/ })).toHaveTextContent('BE +32')
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }))
    expect(await screen.findByText('Le numéro de téléphone est requis')).toBeInTheDocument()
    expect(screen.queryByText("L'indicatif est requis")).not.toBeInTheDocument()
    await user.type(screen.getByRole('textbox', { name: 'Numéro de téléphone' }), '612345678')
    expect(await screen.findByText("L'indicatif est requis")).toBeInTheDocument()
    expect(onSubmit).not.toHaveBeenCalled()
  })
})
