import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '../testing'
import { OtpInput } from './OtpInput'

function Harness({ onComplete, errorMessage }: { onComplete?: (v: string) => void; errorMessage?: string }) {
  const [value, setValue] = useState('')
  return (
    <>
      <OtpInput value={value} onChange={setValue} onComplete={onComplete} errorMessage={errorMessage} />
      <output data-testid="value">{value}</output>
    </>
  )
}
const box = (n: number) => screen.getByRole('textbox', { name: `Chiffre ${n} sur 6` })

describe('OtpInput', () => {
  it('has six labelled boxes in a named group', () => {
    render(<Harness />)
    expect(screen.getByRole('group', { name: 'Code de vérification' })).toBeInTheDocument()
    expect(screen.getAllByRole('textbox')).toHaveLength(6)
  })
  it('auto-advances, accepts digits only and completes', async () => {
    const onComplete = vi.fn()
    render(<Harness onComplete={onComplete} />)
    await userEvent.click(box(1))
    await userEvent.keyboard('1a2')
    expect(screen.getByTestId('value')).toHaveTextContent('12')
    expect(box(3)).toHaveFocus()
    await userEvent.keyboard('3456')
    expect(onComplete).toHaveBeenCalledWith('123456')
  })
  it('Backspace clears and goes back; arrows move', async () => {
    render(<Harness />)
    await userEvent.click(box(1))
    await userEvent.keyboard('123')
    expect(box(4)).toHaveFocus()
    await userEvent.keyboard('{Backspace}')
    expect(screen.getByTestId('value')).toHaveTextContent(/^12$/)
    expect(box(3)).toHaveFocus()
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(box(1)).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    expect(box(2)).toHaveFocus()
  })
  it('pasting fills every box', async () => {
    const onComplete = vi.fn()
    render(<Harness onComplete={onComplete} />)
    await userEvent.click(box(1))
    await userEvent.paste('48 29-13')
    expect(screen.getByTestId('value')).toHaveTextContent('482913')
    expect(onComplete).toHaveBeenCalledWith('482913')
  })
  it('announces the error and marks the boxes invalid', () => {
    render(<Harness errorMessage="Code incorrect ou expiré" />)
    expect(screen.getByRole('alert')).toHaveTextContent('Code incorrect ou expiré')
    expect(box(1)).toHaveAttribute('aria-invalid', 'true')
    expect(box(1)).toHaveAccessibleDescription('Code incorrect ou expiré')
  })
})
