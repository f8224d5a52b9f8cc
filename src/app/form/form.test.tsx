import { describe, expect, it, vi } from 'vitest'
import userEvent from '@testing-library/user-event'
import { render, screen, waitFor } from 'design-system/testing'
import { USER_MESSAGES } from '~/lib/user-messages'
import { fieldErrors, live, useAppForm } from './index'

type Values = { firstName: string; lastName: string }
const rules = ({ value }: { value: Values }) =>
  fieldErrors({ ...(value.firstName ? {} : { firstName: 'Le prénom est requis' }), ...(value.lastName ? {} : { lastName: 'Le nom est requis' }) })

function TestForm({ onSubmit, mode }: { onSubmit: (value: Values) => unknown; mode?: 'live' }) {
  const form = useAppForm({
    defaultValues: { firstName: '', lastName: '' },
    ...(mode === 'live' ? { validationLogic: live } : {}),
    validators: { onDynamic: rules },
    onSubmit: ({ value }) => onSubmit(value),
  })
  return (
    <form.AppForm>
      <form.Form aria-label="Test">
        <form.Failure />
        <form.ErrorSummary />
        <form.AppField name="firstName">{(field) => <field.TextField label="Prénom" />}</form.AppField>
        <form.AppField name="lastName">{(field) => <field.TextField label="Nom" />}</form.AppField>
        <form.SubmitButton pendingLabel="Enregistrement...">Enregistrer</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}

describe('app/form', () => {
  it('on an invalid submit: messages beside the fields, a summary, the first field in error focused', async () => {
    const onSubmit = vi.fn()
    render(<TestForm onSubmit={onSubmit} />)
    expect(screen.queryByText('Le prénom est requis')).toBeNull()
    await userEvent.type(screen.getByLabelText('Nom'), 'Martin')
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }))
    expect(onSubmit).not.toHaveBeenCalled()
    const first = screen.getByLabelText('Prénom')
    await waitFor(() => expect(first).toHaveFocus())
    expect(first).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Nom')).not.toHaveAttribute('aria-invalid')
    const summary = screen.getByText('Veuillez corriger les champs suivants :').closest('[role="alert"], div')!
    expect(summary).toHaveTextContent('Le prénom est requis')
    expect(summary).not.toHaveTextContent('Le nom est requis')
    // Then live: typing clears the message.
    await userEvent.type(first, 'Léa')
    expect(screen.queryByText('Le prénom est requis')).toBeNull()
  })

  it('while the submit runs the button is pending; a refusal shows its French message and keeps the values', async () => {
    let answer: (message: string) => void = () => {}
    render(<TestForm onSubmit={() => new Promise<string>((resolve) => (answer = resolve))} />)
    await userEvent.type(screen.getByLabelText('Prénom'), 'Léa')
    await userEvent.type(screen.getByLabelText('Nom'), 'Martin')
    await userEvent.click(screen.getByRole('button', { name: /Enregistrer/ }))
    expect(await screen.findByRole('progressbar', { name: 'Enregistrement...' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /Enregistrer/ })).toHaveAttribute('type', 'button')
    answer('Cet e-mail a déjà un compte.')
    expect(await screen.findByText('Cet e-mail a déjà un compte.')).toBeInTheDocument()
    expect(screen.queryByRole('progressbar')).toBeNull()
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toHaveAttribute('type', 'submit')
    expect(screen.getByLabelText('Prénom')).toHaveValue('Léa')
  })

  it('a failed call shows the French user message; the next submit clears it', async () => {
    const onSubmit = vi.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValueOnce(undefined)
    render(<TestForm onSubmit={onSubmit} />)
    await userEvent.type(screen.getByLabelText('Prénom'), 'Léa')
    await userEvent.type(screen.getByLabelText('Nom'), 'Martin')
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }))
    expect(await screen.findByText(USER_MESSAGES.generic)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }))
    await waitFor(() => expect(screen.queryByText(USER_MESSAGES.generic)).toBeNull())
    expect(onSubmit).toHaveBeenCalledTimes(2)
  })

  it('live: a field left empty says so at once, a field not yet visited does not', async () => {
    render(<TestForm onSubmit={vi.fn()} mode="live" />)
    await userEvent.click(screen.getByLabelText('Prénom'))
    await userEvent.tab()
    expect(await screen.findByText('Le prénom est requis')).toBeInTheDocument()
    expect(screen.queryByText('Le nom est requis')).toBeNull()
  })
})
