import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { render, screen, within } from '../testing'
import { ExpandableText } from './ExpandableText'

const long = 'a'.repeat(140) + ' bbbbbbbbbb cccccccccc'

describe('ExpandableText', () => {
  it("cuts at 150 characters and expands with 'Lire la suite'", async () => {
    const { container } = render(<ExpandableText text={long} />)
    // In its own markup: another test's live announcer ('Chargement…') may still be in the body.
    expect(within(container).getByText(/…$/).textContent!.length).toBeLessThanOrEqual(151)
    const button = screen.getByRole('button', { name: 'Lire la suite' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    await userEvent.tab()
    await userEvent.keyboard('{Enter}')
    expect(screen.getByText(long)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Réduire' })).toHaveAttribute('aria-expanded', 'true')
  })
  it("says 'Lire plus' in its short variant", async () => {
    render(<ExpandableText text={long} moreLabel="Lire plus" />)
    await userEvent.click(screen.getByRole('button', { name: 'Lire plus' }))
    expect(screen.getByText(long)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Réduire' })).toHaveAttribute('aria-expanded', 'true')
  })
  it('shows short text without a button', () => {
    render(<ExpandableText text="Court." />)
    expect(screen.queryByRole('button')).toBeNull()
  })
})
