import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Button } from '../Button/Button'
import { render, screen } from '../testing'
import { ResponsivePicker } from './ResponsivePicker'

const setWidth = (desktop: boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: desktop, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList,
  )

describe('ResponsivePicker', () => {
  afterEach(() => vi.restoreAllMocks())
  it('shows the label and placeholder; at md and up opens a popover dialog; Escape closes', async () => {
    setWidth(true)
    render(
      <ResponsivePicker label="Ville de départ" footer={(close) => <Button onPress={close}>Valider</Button>}>
        contenu
      </ResponsivePicker>,
    )
    const trigger = screen.getByRole('button', { name: 'Ville de départ Sans préférence' })
    await userEvent.click(trigger)
    expect(await screen.findByRole('dialog', { name: 'Ville de départ' })).toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
  })
  it('below md opens a bottom drawer with Retour, Tout effacer and the footer', async () => {
    setWidth(false)
    const onClear = vi.fn()
    render(
      <ResponsivePicker label="Destination" placeholder="Je suis flexible" onClear={onClear} footer={(close) => <Button onPress={close}>Valider</Button>}>
        contenu
      </ResponsivePicker>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Destination Je suis flexible' }))
    expect(await screen.findByRole('dialog', { name: 'Destination' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Tout effacer' }))
    expect(onClear).toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Retour' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
  it('announces its error on the trigger', () => {
    render(<ResponsivePicker label="Destination" errorMessage="La destination est requise">x</ResponsivePicker>)
    expect(screen.getByRole('button')).toHaveAccessibleDescription('La destination est requise')
  })
})
