import { act, lazy, useState, type ComponentType } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { stubIntersectionObserver } from './testing'
import { ClickReplay } from './ClickReplay'

/**
 * A part the server rendered in full, hydrated in the browser while its chunk is still on its
 * way: `arrive()` delivers the chunk.
 */
async function hydrateBeforeItsCode(Part: ComponentType) {
  const container = document.createElement('div')
  document.body.append(container)
  container.innerHTML = renderToString(
    <ClickReplay fallback={<p>Chargement</p>}>
      <Part />
    </ClickReplay>,
  )
  let deliver!: (module: { default: ComponentType }) => void
  const LazyPart = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (deliver = resolve)))
  const root = await act(async () =>
    hydrateRoot(
      container,
      <ClickReplay fallback={<p>Chargement</p>}>
        <LazyPart />
      </ClickReplay>,
    ),
  )
  const arrive = () => act(async () => deliver({ default: Part }))
  const done = () => {
    root.unmount()
    container.remove()
  }
  return { container, arrive, done }
}

describe('ClickReplay', () => {
  it('holds a click on server HTML whose code has not arrived, then replays it once hydrated', async () => {
    const onClick = vi.fn()
    const Part = () => (
      <button type="button" onClick={onClick}>
        Direct uniquement
      </button>
    )
    const { container, arrive, done } = await hydrateBeforeItsCode(Part)
    const wrapper = container.firstElementChild!
    expect(wrapper).toHaveAttribute('data-waiting')

    const button = container.querySelector('button')!
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    await act(async () => void button.dispatchEvent(click))
    expect(click.defaultPrevented).toBe(true)
    expect(onClick).not.toHaveBeenCalled()

    await arrive()
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(wrapper).not.toHaveAttribute('data-waiting')
    // The same server node, now hydrated: later clicks go straight through.
    expect(container.querySelector('button')).toBe(button)
    await act(async () => void button.click())
    expect(onClick).toHaveBeenCalledTimes(2)
    done()
  })

  it('keeps text typed into a field before it hydrated: React hears the focus and the text once the part has hydrated', async () => {
    const seen: string[] = []
    const Part = () => {
      const [reference, setReference] = useState('')
      return (
        <form>
          <label>
            Référence produit
            <input
              value={reference}
              onFocus={() => seen.push('focus')}
              onChange={(event) => {
                seen.push(event.target.value)
                setReference(event.target.value)
              }}
            />
          </label>
          <output>{reference ? `Recherche : ${reference}` : 'Aucune recherche'}</output>
          <input type="checkbox" defaultChecked={false} aria-label="Case" />
        </form>
      )
    }
    const { container, arrive, done } = await hydrateBeforeItsCode(Part)
    // Typing, as the browser does it (not through a script's \`value =\`, which React's tracker sees).
    const field = container.querySelector<HTMLInputElement>('input:not([type=checkbox])')!
    const type = (text: string) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, text)
      field.dispatchEvent(new Event('input', { bubbles: true }))
    }
    // The visitor types before the part's code has arrived: the browser keeps the text, React does not know.
    field.focus()
    type('hv010007')
    expect(seen).toEqual([])

    await arrive()
    expect(seen).toEqual(['focus', 'hv010007'])
    expect(field.value).toBe('hv010007')
    expect(container.querySelector('output')).toHaveTextContent('Recherche : hv010007')
    // An untouched field is left alone, and later typing works as usual.
    await act(async () => type('hv010007a'))
    expect(seen).toEqual(['focus', 'hv010007', 'hv010007a'])
    done()
  })

  it('with hydrateWhen, leaves a hidden part as the server sent it until its media query matches, then hydrates it and replays what was held', async () => {
    // A window narrower than the query: matchMedia's list, switched by hand.
    const listeners = new Set<() => void>()
    const list = {
      matches: true,
      addEventListener: (_: string, fn: () => void) => listeners.add(fn),
      removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
    }
    const matchMedia = vi.fn(() => list)
    vi.stubGlobal('matchMedia', matchMedia)
    const onClick = vi.fn()
    const Part = () => (
      <button type="button" onClick={onClick}>
        Direct uniquement
      </button>
    )
    const tree = (
      <ClickReplay fallback={<p>Chargement</p>} hydrateWhen="screen and (min-width: 1200px)">
        <Part />
      </ClickReplay>
    )
    const container = document.createElement('div')
    document.body.append(container)
    // The server renders it in full (the same markup: UntilMedia renders nothing; this test's
    // "server" has a window, so it is rendered without the query).
    container.innerHTML = renderToString(
      <ClickReplay fallback={<p>Chargement</p>}>
        <Part />
      </ClickReplay>,
    )
    const button = container.querySelector('button')!
    list.matches = false
    // Its code is there, but the part waits: not hydrated, the server's node kept.
    const root = await act(async () => hydrateRoot(container, tree))
    const wrapper = container.firstElementChild!
    expect(matchMedia).toHaveBeenCalledWith('screen and (min-width: 1200px)')
    expect(wrapper).toHaveAttribute('data-waiting')
    expect(wrapper).toHaveAttribute('data-deferred')
    await act(async () => void button.click())
    expect(onClick).not.toHaveBeenCalled()
    // The window grows.
    list.matches = true
    await act(async () => listeners.forEach((fn) => fn()))
    expect(wrapper).toHaveAttribute('data-hydrated')
    expect(wrapper).not.toHaveAttribute('data-deferred')
    expect(container.querySelector('button')).toBe(button)
    expect(onClick).toHaveBeenCalledTimes(1)
    // Shown once, it stays: the window narrowing again and a new render do not suspend it.
    list.matches = false
    await act(async () =>
      root.render(
        <ClickReplay fallback={<p>Chargement</p>} hydrateWhen="screen and (min-width: 1200px)">
          <Part />
        </ClickReplay>,
      ),
    )
    expect(container.querySelector('button')).toBe(button)
    expect(container.textContent).not.toContain('Chargement')
    root.unmount()
    container.remove()
    vi.unstubAllGlobals()
  })

  it('with hydrateWhen, a part shown once stays when the window narrows again (no fallback on the next render)', async () => {
    const list = { matches: true, addEventListener: () => undefined, removeEventListener: () => undefined }
    vi.stubGlobal(
      'matchMedia',
      vi.fn(() => list),
    )
    const tree = (
      <ClickReplay fallback={<p>Chargement</p>} hydrateWhen="screen and (min-width: 900px)">
        <button type="button">Rechercher</button>
      </ClickReplay>
    )
    const container = document.createElement('div')
    document.body.append(container)
    const root = createRoot(container)
    await act(async () => root.render(tree))
    expect(container.textContent).toBe('Rechercher')
    list.matches = false
    // New props (the part renders again): it is not put back on its fallback.
    await act(async () =>
      root.render(
        <ClickReplay fallback={<p>Chargement</p>} hydrateWhen="screen and (min-width: 900px)">
          <button type="button">Rechercher à nouveau</button>
        </ClickReplay>,
      ),
    )
    expect(container.textContent).toBe('Rechercher à nouveau')
    root.unmount()
    container.remove()
    vi.unstubAllGlobals()
  })
  it('with hydrateWhenSeen, leaves server HTML below the fold as it was until it nears the viewport, takes focus or a press, then hydrates it; a client render shows it at once', async () => {
    const { observers, show } = stubIntersectionObserver()
    const onClick = vi.fn()
    const onPointerDown = vi.fn()
    const renders: string[] = []
    const Part = ({ name }: { name: string }) => {
      renders.push(name)
      return (
        <section>
          <button type="button" onClick={() => onClick(name)} onPointerDown={() => onPointerDown(name)}>
            {name}
          </button>
        </section>
      )
    }
    const names = ['Ventes flash', 'Destinations', 'Newsletter']
    const parts = (seen: boolean) =>
      names.map((name) => (
        <ClickReplay key={name} fallback={<p>Chargement</p>} hydrateWhenSeen={seen}>
          <Part name={name} />
        </ClickReplay>
      ))
    const container = document.createElement('div')
    document.body.append(container)
    // The server renders them in full (the same markup; this test's "server" has a window, so
    // it is rendered without the prop).
    container.innerHTML = renderToString(<>{parts(false)}</>)
    const [flash, destinations, newsletter] = [...container.querySelectorAll('button')]
    renders.length = 0
    const root = await act(async () => hydrateRoot(container, <>{parts(true)}</>))
    const [first, second, third] = [...container.querySelectorAll('[data-click-replay]')]
    // Nothing rendered yet: all wait, marked deferred, each watched (its section) with a margin.
    expect(renders).toEqual([])
    for (const region of [first, second, third]) expect(region).toHaveAttribute('data-deferred')
    expect(observers.map((o) => o.targets.map((t) => t.tagName))).toEqual([['SECTION'], ['SECTION'], ['SECTION']])
    expect(observers[0]!.margin).toBe('200px 0px')
    // A click on a part not hydrated yet is held.
    await act(async () => void flash!.click())
    expect(onClick).not.toHaveBeenCalled()
    // Focus going into the last part hydrates it alone.
    await act(async () => newsletter!.focus())
    expect(renders).toEqual(['Newsletter'])
    expect(third).toHaveAttribute('data-hydrated')
    expect(first).toHaveAttribute('data-deferred')
    // A press on the second hydrates it at once, in the same task, so that the press itself
    // reaches the button (react-aria's buttons act on a press they heard from its start).
    destinations!.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, cancelable: true }))
    expect(renders).toEqual(['Newsletter', 'Destinations'])
    expect(onPointerDown).toHaveBeenCalledWith('Destinations')
    await act(async () => undefined)
    expect(second).toHaveAttribute('data-hydrated')
    // The first comes into view: hydrated on the server's node, its held click replayed.
    await show()
    expect(renders).toEqual(['Newsletter', 'Destinations', 'Ventes flash'])
    expect(first).toHaveAttribute('data-hydrated')
    expect(first).not.toHaveAttribute('data-deferred')
    expect(container.querySelector('button')).toBe(flash)
    expect(onClick).toHaveBeenCalledWith('Ventes flash')
    expect(observers).toEqual([])
    root.unmount()
    // A client render has no server HTML to keep: shown at once, nothing watched.
    renders.length = 0
    const client = createRoot(container)
    await act(async () => client.render(<>{parts(true)}</>))
    expect(renders).toEqual(names)
    expect(container.textContent).toBe(names.join(''))
    expect(observers).toEqual([])
    client.unmount()
    container.remove()
    vi.unstubAllGlobals()
  })
})
