import { afterAll, describe, expect, it, vi } from 'vitest'
import { EARLY_EVENTS_SCRIPT, INTL_WORK, markHydratedAndReplay, REPLAY_WAIT, rootHydrated } from './early-events'

// One page's life, in order: the inline script runs, the user clicks before hydration, the
// root hydrates, a lazy part hydrates later.
describe('early events (held before hydration, then replayed)', () => {
  document.body.innerHTML = `
    <button id="root-button">Menu</button>
    <a id="link" href="#ailleurs">Ailleurs</a>
    <button id="popover-button" popovertarget="compte">Mon compte</button>
    <form id="root-form"><input name="email" /></form>
    <div data-click-replay="" id="region"><button id="lazy-button">Filtrer</button><input type="checkbox" id="lazy-box" /><a id="lazy-link" href="#detail">Voir le détail</a></div>`
  const rootButton = document.getElementById('root-button')!
  const link = document.getElementById('link')!
  const form = document.getElementById('root-form') as HTMLFormElement
  const region = document.getElementById('region')!
  const lazyButton = document.getElementById('lazy-button')!
  const box = document.getElementById('lazy-box') as HTMLInputElement
  const calls: string[] = []
  // React's listeners, standing in: they only see what gets through.
  document.addEventListener('click', (e) => calls.push(`click ${(e.target as Element).id}`))
  document.addEventListener('submit', (e) => {
    e.preventDefault()
    calls.push(`submit ${(e.target as Element).id}`)
  })
  afterAll(() => {
    document.body.innerHTML = ''
  })

  it('the inline script is self-contained and installs the listeners', () => {
    expect(window.__heldEvents).toBeUndefined()
    new Function(EARLY_EVENTS_SCRIPT)()
    expect(window.__heldEvents).toEqual([])
  })

  /** Runs the inline script with these globals; returns its load listeners and timers. */
  function runInline(globals: { Worker?: unknown; URL?: unknown }) {
    const load: (() => void)[] = []
    const timers: (() => void)[] = []
    const win = { addEventListener: (type: string, fn: () => void) => type === 'load' && load.push(fn) }
    const setTimer = (fn: () => void, ms?: number) => {
      expect(ms ?? 0).toBe(0)
      timers.push(fn)
    }
    new Function('window', 'document', 'setTimeout', 'Worker', 'URL', 'Blob', EARLY_EVENTS_SCRIPT)(
      win,
      document,
      setTimer,
      globals.Worker,
      globals.URL ?? URL,
      Blob,
    )
    return { load, timers }
  }

  it('the inline script hands the page’s first use of Intl to a worker once the page has loaded; the worker builds each kind of formatter and ends', async () => {
    const made: string[] = []
    const blobs: Blob[] = []
    const { load, timers } = runInline({
      Worker: function (url: string) {
        made.push(url)
      },
      URL: { createObjectURL: (blob: Blob) => `blob:${blobs.push(blob) - 1}` },
    })
    // Nothing while the page loads (the worker would compete with its parsing and layout).
    expect(made).toHaveLength(0)
    expect(timers).toHaveLength(0)
    expect(load).toHaveLength(1)
    load[0]!()
    expect(made).toHaveLength(0)
    timers.shift()!()
    expect(made).toHaveLength(1)
    expect(timers).toHaveLength(0)
    const blob = blobs[Number(made[0]!.slice('blob:'.length))]!
    expect(blob.type).toBe('text/javascript')
    const code = await blob.text()
    expect(code).toBe(INTL_WORK)
    // The worker's code builds fr-FR formatters of each kind (each works here with the real Intl) and ends.
    const built: string[] = []
    const recording = Object.fromEntries(
      (['DateTimeFormat', 'NumberFormat', 'PluralRules', 'Collator', 'Locale'] as const).map((kind) => {
        const Real = Intl[kind] as unknown as new (...args: unknown[]) => object
        return [
          kind,
          function (...args: unknown[]) {
            built.push(`${kind} ${String(args[0])}`)
            return new Real(...args)
          },
        ]
      }),
    )
    const close = vi.fn()
    new Function('close', 'Intl', code)(close, recording)
    expect(built).toEqual(['DateTimeFormat fr-FR', 'NumberFormat fr-FR', 'PluralRules fr-FR', 'Collator fr-FR', 'Locale fr-FR'])
    expect(close).toHaveBeenCalledOnce()
  })

  it('without workers the main thread makes the first use of Intl in a task of its own, at once; where a worker cannot be made, at the load; a browser without Intl data survives it', () => {
    const supported = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf')
    // No Worker at all: a timer set by the script (not in the script's own task).
    let run = runInline({ Worker: undefined })
    expect(supported).not.toHaveBeenCalled()
    expect(run.load).toHaveLength(0)
    expect(run.timers).toHaveLength(1)
    run.timers.shift()!()
    expect(supported).toHaveBeenCalledWith(['fr-FR'])
    // A worker refused (CSP): at the load, in a timer of its own.
    supported.mockClear()
    run = runInline({
      Worker: function () {
        throw new DOMException('blocked by CSP', 'SecurityError')
      },
    })
    run.load[0]!()
    run.timers.shift()!()
    expect(supported).not.toHaveBeenCalled()
    expect(run.timers).toHaveLength(1)
    run.timers.shift()!()
    expect(supported).toHaveBeenCalledWith(['fr-FR'])
    // No locale data: nothing thrown.
    supported.mockImplementation(() => {
      throw new RangeError('no locale data')
    })
    run = runInline({ Worker: undefined })
    expect(() => run.timers.shift()!()).not.toThrow()
    supported.mockRestore()
  })

  it('holds clicks and submits before the root hydrates, but lets a link navigate (root or lazy part) and a native popover open', () => {
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    rootButton.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
    const linkClick = new MouseEvent('click', { bubbles: true, cancelable: true })
    link.dispatchEvent(linkClick)
    expect(linkClick.defaultPrevented).toBe(false)
    const popoverClick = new MouseEvent('click', { bubbles: true, cancelable: true })
    document.getElementById('popover-button')!.dispatchEvent(popoverClick)
    expect(popoverClick.defaultPrevented).toBe(false)
    // A link inside a lazy part too: its node may be replaced when the part hydrates.
    const lazyLinkClick = new MouseEvent('click', { bubbles: true, cancelable: true })
    document.getElementById('lazy-link')!.dispatchEvent(lazyLinkClick)
    expect(lazyLinkClick.defaultPrevented).toBe(false)
    lazyButton.click()
    box.click()
    expect(box.checked).toBe(false)
    expect(calls).toEqual(['click link', 'click popover-button', 'click lazy-link'])
    expect(window.__heldEvents).toHaveLength(4)
  })

  it('replays the root’s events, in order, once it has hydrated; the lazy part’s stay held', () => {
    const requestSubmit = vi.spyOn(form, 'requestSubmit').mockImplementation(() => {
      form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
    })
    rootHydrated()
    expect(document.documentElement).toHaveAttribute('data-hydrated')
    expect(requestSubmit).toHaveBeenCalledTimes(1)
    expect(calls).toEqual(['click link', 'click popover-button', 'click lazy-link', 'click root-button', 'submit root-form'])
    // Later clicks outside the lazy part go straight through.
    rootButton.click()
    expect(calls.at(-1)).toBe('click root-button')
    lazyButton.click()
    expect(calls.at(-1)).toBe('click root-button')
    expect(window.__heldEvents).toHaveLength(3)
  })

  it('replays the lazy part’s clicks once it has hydrated (the checkbox toggles once), on an equal element put in the place of a replaced one', () => {
    // Hydration renders the button again (as react-aria does with collection items).
    const renewed = lazyButton.cloneNode(true) as HTMLElement
    lazyButton.replaceWith(renewed)
    const renewedClicks = vi.fn()
    renewed.addEventListener('click', renewedClicks)
    markHydratedAndReplay(region)
    expect(renewedClicks).toHaveBeenCalledTimes(2)
    expect(region).toHaveAttribute('data-hydrated')
    expect(calls.slice(-3)).toEqual(['click lazy-button', 'click lazy-box', 'click lazy-button'])
    expect(box.checked).toBe(true)
    expect(window.__heldEvents).toEqual([])
    renewed.click()
    expect(renewedClicks).toHaveBeenCalledTimes(3)
  })
})

describe('early events: typing before a part hydrates', () => {
  it('keeps the text typed into fields that hydration reset or replaced by an empty equal one, and tells the page once hydrated', () => {
    new Function(EARLY_EVENTS_SCRIPT)()
    document.body.innerHTML = `<div data-click-replay="" id="part"><label>Référence produit <input id="ref" value="" /></label><label>Ville <input id="ville" value="" /></label></div>`
    const part = document.getElementById('part')!
    const field = document.getElementById('ref') as HTMLInputElement
    const city = document.getElementById('ville') as HTMLInputElement
    // The visitor types: the browser shows the text in the server's fields; nothing is held.
    for (const [input, text] of [
      [field, 'hv01'],
      [field, 'hv010007'],
      [city, 'Lyon'],
    ] as const) {
      input.value = text
      const typing = new Event('input', { bubbles: true, cancelable: true })
      input.dispatchEvent(typing)
      expect(typing.defaultPrevented).toBe(false)
    }
    // Hydration puts a new, empty field in the first one's place and resets the second.
    const renewed = field.cloneNode(true) as HTMLInputElement
    renewed.value = ''
    field.replaceWith(renewed)
    city.value = ''
    const heard: string[] = []
    const listen = (e: Event) => heard.push((e.target as HTMLInputElement).value)
    document.addEventListener('input', listen)
    markHydratedAndReplay(part)
    document.removeEventListener('input', listen)
    expect(renewed.value).toBe('hv010007')
    expect(city.value).toBe('Lyon')
    expect(heard).toEqual(['hv010007', 'Lyon'])
    expect(window.__heldEvents).toEqual([])
    document.body.innerHTML = ''
  })
})

describe('early events: a click on an icon', () => {
  it('replays a click held on an SVG icon inside a button (an SVG element has no click())', () => {
    new Function(EARLY_EVENTS_SCRIPT)()
    document.body.innerHTML = `<div data-click-replay="" id="icons"><button id="toggle" aria-label="Rechercher une référence produit"><svg id="icon" viewBox="0 0 24 24"><path id="glass" d="M0 0h24v24z"></path></svg></button></div>`
    const region = document.getElementById('icons')!
    const path = document.getElementById('glass')!
    const heard: string[] = []
    const listen = (e: Event) => heard.push(`${e.type} ${(e.target as Element).id} ${(e.currentTarget as Element | Document) === document ? 'document' : ''}`)
    document.addEventListener('click', listen)
    // The pointer lands on the icon's path, before the part has hydrated: held.
    const early = new MouseEvent('click', { bubbles: true, cancelable: true })
    path.dispatchEvent(early)
    expect(early.defaultPrevented).toBe(true)
    expect(heard).toEqual([])
    markHydratedAndReplay(region)
    document.removeEventListener('click', listen)
    // Replayed on the same element, bubbling to the page's listener (React's, on the root).
    expect(heard).toEqual(['click glass document'])
    expect(window.__heldEvents).toEqual([])
    document.body.innerHTML = ''
  })
})

describe('early events: a click on a part React has not hydrated yet', () => {
  afterAll(() => {
    document.body.innerHTML = ''
    vi.useRealTimers()
  })

  it('waits for React to hydrate the element (a Suspense boundary still on its code), then replays it; at most REPLAY_WAIT.maxMs', () => {
    vi.useFakeTimers()
    document.body.innerHTML = `<div data-click-replay="" id="tree"><header><button id="agency">Veuillez sélectionner votre agence en ligne</button><button id="never">Filtrer</button></header></div>`
    const tree = document.getElementById('tree')!
    const agency = document.getElementById('agency')!
    const never = document.getElementById('never')!
    // React's expando on what it has hydrated: the region, not (yet) the buttons.
    const fiber = '__reactFiber$test'
    Object.assign(tree, { [fiber]: {} })
    const clicks: string[] = []
    for (const button of [agency, never]) button.addEventListener('click', () => clicks.push(button.id))
    agency.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
    never.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
    expect(clicks).toEqual([])

    markHydratedAndReplay(tree)
    vi.advanceTimersByTime(500)
    expect(clicks).toEqual([])
    // Its boundary hydrates: the click is replayed, once; the next one, in order, still waits.
    Object.assign(agency, { [fiber]: {} })
    vi.advanceTimersByTime(REPLAY_WAIT.stepMs)
    expect(clicks).toEqual(['agency'])
    vi.advanceTimersByTime(REPLAY_WAIT.maxMs - 500 - 2 * REPLAY_WAIT.stepMs)
    expect(clicks).toEqual(['agency'])
    // Never hydrated (HTML React does not own, say): replayed anyway once the wait is over.
    vi.advanceTimersByTime(2 * REPLAY_WAIT.stepMs)
    expect(clicks).toEqual(['agency', 'never'])
    vi.advanceTimersByTime(REPLAY_WAIT.maxMs)
    expect(clicks).toEqual(['agency', 'never'])
  })
})

describe('early events: a part React hydrated at the press', () => {
  it('lets a click through to an element React has hydrated, though its region does not say so yet; holds one on an element it has not', () => {
    new Function(EARLY_EVENTS_SCRIPT)()
    document.body.innerHTML = `<div data-click-replay="" id="chips"><button id="france">France</button><button id="grece">Grèce</button></div>`
    const france = document.getElementById('france')!
    const grece = document.getElementById('grece')!
    // React keeps its fiber on each element it hydrates: the pointerdown hydrated this one (it
    // heard the press, and waits for its click to choose the chip).
    Object.assign(france, { __reactFiber$test: {} })
    const heard = vi.fn()
    document.addEventListener('click', heard)
    const before = window.__heldEvents!.length
    const hydratedClick = new MouseEvent('click', { bubbles: true, cancelable: true })
    france.dispatchEvent(hydratedClick)
    expect(hydratedClick.defaultPrevented).toBe(false)
    expect(heard).toHaveBeenCalledTimes(1)
    const heldClick = new MouseEvent('click', { bubbles: true, cancelable: true })
    grece.dispatchEvent(heldClick)
    expect(heldClick.defaultPrevented).toBe(true)
    expect(heard).toHaveBeenCalledTimes(1)
    expect(window.__heldEvents!.slice(before).map(([, target]) => target)).toEqual([grece])
    document.removeEventListener('click', heard)
    document.body.innerHTML = ''
  })
})
