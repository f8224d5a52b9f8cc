import { act, lazy, type ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { ClickReplay } from './ClickReplay'

describe('ClickReplay', () => {
  it('holds a click on server HTML whose code has not arrived, then replays it once hydrated', async () => {
    const onClick = vi.fn()
    const Part = () => (
      <button type="button" onClick={onClick}>
        Direct uniquement
      </button>
    )
    // The server renders the part in full.
    const container = document.createElement('div')
    document.body.append(container)
    container.innerHTML = renderToString(
      <ClickReplay fallback={<p>Chargement</p>}>
        <Part />
      </ClickReplay>,
    )
    // The browser hydrates while the part's chunk is still on its way.
    let arrive!: (module: { default: ComponentType }) => void
    const LazyPart = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)))
    const root = await act(async () =>
      hydrateRoot(
        container,
        <ClickReplay fallback={<p>Chargement</p>}>
          <LazyPart />
        </ClickReplay>,
      ),
    )
    const wrapper = container.firstElementChild!
    expect(wrapper).toHaveAttribute('data-waiting')

    const button = container.querySelector('button')!
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    await act(async () => void button.dispatchEvent(click))
    expect(click.defaultPrevented).toBe(true)
    expect(onClick).not.toHaveBeenCalled()

    await act(async () => arrive({ default: Part }))
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(wrapper).not.toHaveAttribute('data-waiting')
    // The same server node, now hydrated: later clicks go straight through.
    expect(container.querySelector('button')).toBe(button)
    await act(async () => void button.click())
    expect(onClick).toHaveBeenCalledTimes(2)
    root.unmount()
    container.remove()
  })
})
