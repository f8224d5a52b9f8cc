import { describe, expect, it } from 'vitest'
import { render, screen } from '../testing'
import { PasswordChecklist, isPasswordValid } from './PasswordChecklist'

describe('PasswordChecklist', () => {
  it('lists the four French rules and says which are met', () => {
    render(<PasswordChecklist password="voyage2026" />)
    const items = screen.getAllByRole('listitem')
    expect(items.map((i) => i.textContent)).toEqual([
      'Au moins huit caractères : respecté',
      'Au moins une lettre majuscule : non respecté',
      'Au moins un caractère spécial : non respecté',
      'Au moins un chiffre : respecté',
    ])
  })
  it('validates a password', () => {
    expect(isPasswordValid('Voyage2026!')).toBe(true)
    expect(isPasswordValid('Voyage2026')).toBe(false)
  })
})
