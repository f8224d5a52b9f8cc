import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { render, screen } from '../testing'
import { Accordion, Disclosure } from './Disclosure'

describe('Disclosure / Accordion', () => {
  it('toggles with Enter and exposes aria-expanded', async () => {
    render(<Disclosure title="Meilleurs prix">Espagne</Disclosure>)
    const button = screen.getByRole('button', { name: 'Meilleurs prix' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    await userEvent.tab()
    await userEvent.keyboard('{Enter}')
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText('Espagne')).toBeVisible()
  })
  it('accordion keeps one section open', async () => {
    render(
      <Accordion defaultExpandedKeys={['a']}>
        <Disclosure id="a" title="A">
          contenu A
        </Disclosure>
        <Disclosure id="b" title="B">
          contenu B
        </Disclosure>
      </Accordion>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'B' }))
    expect(screen.getByRole('button', { name: 'A' })).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByRole('button', { name: 'B' })).toHaveAttribute('aria-expanded', 'true')
  })
})
