import { render, screen } from '../testing'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ButtonLink, Link } from './Link'

describe('Link', () => {
  it('renders an anchor with its href, reachable by Tab', async () => {
    render(<Link href="/vol">Vols pas chers</Link>)
    await userEvent.tab()
    const link = screen.getByRole('link', { name: 'Vols pas chers' })
    expect(link).toHaveAttribute('href', '/vol')
    expect(link).toHaveFocus()
  })
  it('ButtonLink is a link styled as a button and can be pressed', async () => {
    const onPress = vi.fn()
    render(<ButtonLink onPress={onPress}>Réserver</ButtonLink>)
    await userEvent.click(screen.getByRole('link', { name: 'Réserver' }))
    expect(onPress).toHaveBeenCalled()
  })
})
