import { render, screen } from 'design-system/testing'
import { describe, expect, it } from 'vitest'
import { MenuLink } from './MenuLink'
import * as styles from './MenuLink.css'

describe('MenuLink', () => {
  it('opens another site in a new tab, with a visible icon (drawn by the style sheet) and a hint for screen readers', () => {
    render(<MenuLink url="https://www.example.com/aide">Aide et contact</MenuLink>)
    const link = screen.getByRole('link', { name: 'Aide et contact (nouvel onglet)' })
    expect(link).toHaveAttribute('href', 'https://www.example.com/aide')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    const icon = link.querySelector(`.${styles.externalIcon}`)
    expect(icon).toHaveAttribute('aria-hidden', 'true')
    // No inline SVG: one copy of the icon in the style sheet, not one per link in every page's HTML.
    expect(link.querySelector('svg')).toBeNull()
  })

  it('keeps the hint but not the icon when plain; a document (tel:, /api/) opens in place', () => {
    const { unmount } = render(
      <MenuLink url="https://www.example.com/cgv" plain>
        CGV
      </MenuLink>,
    )
    const plain = screen.getByRole('link', { name: 'CGV (nouvel onglet)' })
    expect(plain.querySelector(`.${styles.externalIcon}`)).toBeNull()
    unmount()
    render(<MenuLink url="tel:+33892350648">Appeler</MenuLink>)
    const call = screen.getByRole('link', { name: 'Appeler' })
    expect(call).not.toHaveAttribute('target')
    expect(call.querySelector(`.${styles.externalIcon}`)).toBeNull()
  })
})
