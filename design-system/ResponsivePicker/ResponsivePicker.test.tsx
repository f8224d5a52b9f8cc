import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Button } from '../Button/Button'
import { hydrateFromServer, render, screen, within } from '../testing'
import { ResponsivePicker } from './ResponsivePicker'

const setWidth = (desktop: boolean) =>
  vi
    .spyOn(window, 'matchMedia')
    .mockImplementation(
      (query: string) => ({ matches: desktop, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList,
    )

describe('ResponsivePicker', () => {
  afterEach(() => vi.restoreAllMocks())
  it('hydrates on a phone without rendering again, and opens its drawer there', async () => {
    // The server renders for a wide window; this one is narrow. React re-renders a part whose
    // store-read value differs after hydration at once, in one task (a long one on a phone).
    setWidth(false)
    const { phases, unmount } = await hydrateFromServer(
      <ResponsivePicker placeholder="Sans préférence" label="Durée" confirmLabel="Valider">
        contenu
      </ResponsivePicker>,
    )
    expect(phases).toEqual(['mount'])
    await userEvent.click(screen.getByRole('button', { name: 'Durée Sans préférence' }))
    const drawer = await screen.findByRole('dialog', { name: 'Durée' })
    expect(within(drawer).getByRole('button', { name: 'Retour' })).toBeInTheDocument()
    await unmount()
  })
  it('a short value for narrow screens: both texts in the markup, chosen by CSS, so hydrating in a narrow window renders once', async () => {
    setWidth(false)
    const { container, phases, unmount } = await hydrateFromServer(
      <ResponsivePicker label="Aller" value="ven. 12 juin" shortValue="12 juin">
        calendrier
      </ResponsivePicker>,
    )
    expect(phases).toEqual(['mount'])
    const texts = [...container.querySelectorAll('button span span')].map((span) => [span.textContent, span.className])
    expect(texts.map(([text]) => text)).toEqual(['Aller', 'ven. 12 juin', '12 juin'])
    // Two different classes: one shown at md and up, the other below (ResponsivePicker.css.ts).
    expect(texts[1]![1]).not.toEqual(texts[2]![1])
    await unmount()
  })
  it('shows the label and placeholder; at md and up opens a popover dialog; Escape closes', async () => {
    setWidth(true)
    render(
      <ResponsivePicker placeholder="Sans préférence" label="Ville de départ" footer={(close) => <Button onPress={close}>Valider</Button>}>
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
  it('confirmLabel: a footer button that closes the picker; drawer only with confirmInPopover={false}', async () => {
    setWidth(true)
    const { unmount } = render(
      <ResponsivePicker placeholder="Sans préférence" label="Voyageurs" confirmLabel="Valider">
        contenu
      </ResponsivePicker>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Voyageurs Sans préférence' }))
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Voyageurs' })).getByRole('button', { name: 'Valider' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    unmount()

    render(
      <ResponsivePicker placeholder="Sans préférence" label="Départ" confirmLabel="Valider" confirmInPopover={false}>
        contenu
      </ResponsivePicker>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Départ Sans préférence' }))
    expect(within(await screen.findByRole('dialog', { name: 'Départ' })).queryByRole('button', { name: 'Valider' })).toBeNull()
  })
  it('onConfirm and cancelLabel: Valider applies then closes, Annuler closes without applying', async () => {
    setWidth(true)
    const onConfirm = vi.fn()
    render(
      <ResponsivePicker placeholder="Sans préférence" label="Durée" cancelLabel="Annuler" confirmLabel="Valider" onConfirm={onConfirm}>
        contenu
      </ResponsivePicker>,
    )
    const trigger = screen.getByRole('button', { name: 'Durée Sans préférence' })
    await userEvent.click(trigger)
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Durée' })).getByRole('button', { name: 'Annuler' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(onConfirm).not.toHaveBeenCalled()
    await userEvent.click(trigger)
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Durée' })).getByRole('button', { name: 'Valider' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(onConfirm).toHaveBeenCalledTimes(1)
  })
  it('announces its error on the trigger', () => {
    render(
      <ResponsivePicker label="Destination" errorMessage="La destination est requise">
        x
      </ResponsivePicker>,
    )
    expect(screen.getByRole('button')).toHaveAccessibleDescription('La destination est requise')
  })
  it('in error with its message elsewhere: read with the field, not shown twice', () => {
    render(
      <>
        <p id="banner-message">La destination est requise</p>
        <ResponsivePicker label="Destination" placeholder="Où allez-vous ?" errorMessageId="banner-message">
          x
        </ResponsivePicker>
      </>,
    )
    expect(screen.getByRole('button')).toHaveAccessibleDescription('La destination est requise')
    expect(screen.getAllByText('La destination est requise')).toHaveLength(1)
  })
  it('has no text of its own when empty', () => {
    render(<ResponsivePicker label="Destination">x</ResponsivePicker>)
    expect(screen.getByRole('button')).toHaveAccessibleName('Destination')
  })
})
