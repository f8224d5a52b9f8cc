/**
 * Clicks and form submissions made before the page can answer them are held, then replayed.
 *
 * The server's HTML is on screen (and clickable) before the browser has run the page's code.
 * React drops a click that lands before it has hydrated the element, and it cannot hydrate a
 * server-rendered lazy part until that part's chunk has arrived. So a small inline script,
 * first thing in the body, listens on `window` in the capture phase (before React's own
 * listener) and holds:
 * - inside a `[data-click-replay]` region (`ClickReplay`) that has no `data-hydrated` yet,
 *   every click and submit;
 * - anywhere else while `<html>` has no `data-hydrated` yet (the root has not hydrated), every
 *   click and submit;
 * except a click on a link or a native popover's button: those work without scripts (the
 * server renders the link's page), and a link's node may be replaced when its part hydrates;
 * and except on an element React has hydrated already.
 * The root (`EarlyEvents`) and each `ClickReplay` mark themselves hydrated and replay what was
 * held for them, in order, on the same elements.
 */

/** The region, the element, what happened, and the element's place in the region (child indexes). */
type Held = [region: Element, target: Element, kind: 'click' | 'submit' | 'input', path: number[], text?: string]

declare global {
  interface Window {
    __heldEvents?: Held[]
  }
}

/** Installs the listeners (idempotent). Self-contained: it is also sent as an inline script. */
export function installEarlyEvents(win: Window, doc: Document) {
  if (win.__heldEvents) return
  const held: Held[] = (win.__heldEvents = [])
  const regionOf = (target: Element): Element | null => {
    const region = target.closest('[data-click-replay]') ?? doc.documentElement
    return region.hasAttribute('data-hydrated') ? null : region
  }
  const hold = (event: Event, kind: Held[2]) => {
    const target = event.target as Element | null
    if (!target || typeof target.closest !== 'function') return
    const region = regionOf(target)
    if (!region) return
    if (kind === 'click' && target.closest('a[href], [popovertarget]')) return
    // An element React has hydrated already (its part hydrated at the press's pointerdown,
    // before the region says so) gets its click: React heard the press, and waits for it.
    if (kind !== 'input' && Object.keys(target).some((key) => key.startsWith('__reactFiber$'))) return
    // Typing is not held (the browser shows the text): the field and its text are noted, to give
    // React once the field has hydrated (React may reset the field to its own value meanwhile).
    const text = kind === 'input' && 'value' in target ? String(target.value) : undefined
    if (kind === 'input' && text === undefined) return
    if (kind !== 'input') {
      event.preventDefault()
      event.stopPropagation()
    } else {
      const noted = held.find(([r, t, k]) => r === region && t === target && k === kind)
      if (noted) return void (noted[4] = text)
    }
    const path: number[] = []
    for (let node: Element = target; node !== region && node.parentElement; node = node.parentElement)
      path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node))
    held.push([region, target, kind, path, text])
  }
  win.addEventListener('click', (event) => hold(event, 'click'), true)
  win.addEventListener('submit', (event) => hold(event, 'submit'), true)
  win.addEventListener('input', (event) => hold(event, 'input'), true)
}

/**
 * What the warm-up worker runs: one object of each kind of Intl the pages make in fr-FR
 * (react-aria's and the app's formatters, plural rules, collator, locale), then it ends.
 */
export const INTL_WORK = `try{var l='fr-FR';new Intl.DateTimeFormat(l,{weekday:'short',day:'numeric',month:'short',year:'numeric',hour:'2-digit',minute:'2-digit',timeZone:'Europe/Paris'}).format(0);new Intl.NumberFormat(l,{style:'currency',currency:'EUR'}).format(1);new Intl.PluralRules(l).select(1);new Intl.Collator(l).compare('a','b');new Intl.Locale(l).maximize()}catch(e){}close()`

/**
 * The page's first use of Intl loads the browser's locale data (ICU), a long task on a slowed
 * phone, in whichever task first builds a formatter. That data is the renderer process's, shared
 * by its threads: after a worker has built the page's kinds of formatters, the main thread's first
 * formatter is almost free. So once the page has loaded (the app's JS starts after that:
 * platform/deferred-entry.ts), a worker from a Blob URL (CSP `worker-src blob:`) does it, while the
 * main thread waits for the modules; started at the body's first script, the worker slowed the
 * page's own parsing and layout. In a browser without workers, or where one cannot be made, the main thread makes
 * the first use in a task of its own (a timer): at once without workers (before the first paint,
 * out of the parser's task), at the load otherwise.
 */
export const INTL_WARM_UP =
  `(function(w){function m(){setTimeout(function(){try{Intl.DateTimeFormat.supportedLocalesOf(['fr-FR'])}catch(e){}},0)}` +
  `if(typeof Worker!=='function')return m();` +
  `w.addEventListener('load',function(){setTimeout(function(){try{new Worker(URL.createObjectURL(new Blob([${JSON.stringify(INTL_WORK)}],{type:'text/javascript'})))}catch(e){m()}},0)})})(window)`

/** The inline script's text (the function above, called on the page's window; Intl's warm-up). */
export const EARLY_EVENTS_SCRIPT = `(${installEarlyEvents.toString()})(window,document);${INTL_WARM_UP}`

/**
 * The root has hydrated (any effect's running says so): installs the listeners if the inline
 * script did not (a render on the client only, a test), marks `<html>` and replays its events.
 */
export function rootHydrated() {
  installEarlyEvents(window, document)
  if (!document.documentElement.hasAttribute('data-hydrated')) markHydratedAndReplay(document.documentElement)
}

/** Marks `region` hydrated and replays the events held for it, oldest first. */
export function markHydratedAndReplay(region: Element) {
  region.setAttribute('data-hydrated', '')
  const held = window.__heldEvents ?? []
  const mine = held.filter(([r]) => r === region)
  // In place: the listeners keep the array they were installed with.
  for (let i = held.length - 1; i >= 0; i--) if (held[i]?.[0] === region) held.splice(i, 1)
  // Typed text first (a held submit sends it), as it was typed, even if hydration reset the
  // field or replaced it by an equal one.
  const typed = new Map<Element, string>()
  for (const [, original, kind, path, text] of mine) {
    if (kind !== 'input' || text === undefined) continue
    const target = original.isConnected ? original : samePlace(region, original, path)
    if (target) typed.set(target, text)
  }
  replayTyped(region, typed)
  replayInOrder(
    region,
    mine.filter(([, , kind]) => kind !== 'input'),
  )
}

/** How long a held click waits for React to hydrate its element, at most (then it is replayed anyway). */
export const REPLAY_WAIT = { stepMs: 50, maxMs: 3000 }

/**
 * The held clicks and submits, in order. One whose element React has not hydrated yet waits
 * (and those after it): the region's root has, but the element may sit in a Suspense boundary
 * still waiting for its code or data, and React drops a click on such a boundary when it cannot
 * hydrate it at once (the agency drawer did not open for a click made during /search's
 * hydration, in about one run of the faults tests in ten).
 */
function replayInOrder(region: Element, events: Held[], waited = 0) {
  while (events.length) {
    const [, original, kind, path] = events[0]!
    const target = original.isConnected ? original : samePlace(region, original, path)
    if (target && awaitsHydration(target) && waited < REPLAY_WAIT.maxMs) {
      setTimeout(() => replayInOrder(region, events, waited + REPLAY_WAIT.stepMs), REPLAY_WAIT.stepMs)
      return
    }
    events.shift()
    if (!target) continue
    if (kind === 'submit' && target instanceof HTMLFormElement) target.requestSubmit()
    else if (kind === 'click' && target instanceof HTMLElement) target.click()
    // An icon's SVG (where a pointer on an icon button lands) has no click(): the same event.
    else if (kind === 'click') target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, view: window }))
  }
}

/** React keeps its fiber on each element it has hydrated (`__reactFiber$…`). */
const reactHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))

/** An element of a React tree (an ancestor is React's) that React has not hydrated yet. */
function awaitsHydration(target: Element): boolean {
  if (reactHydrated(target)) return false
  for (let node = target.parentElement; node; node = node.parentElement) if (reactHydrated(node)) return true
  return false
}

/**
 * Hydration may replace an element by an equal one (react-aria's collections render their items
 * again once hydrated, for one): the element now at the same place, if it is the same kind and
 * says the same thing.
 */
function samePlace(region: Element, original: Element, path: number[]): Element | null {
  let node: Element | undefined = region
  for (const index of path) node = node?.children[index]
  return node && node.tagName === original.tagName && node.textContent === original.textContent ? node : null
}

/** Text fields whose typing React hears as `input` events (not boxes, files or hidden values). */
const TYPED_FIELDS = 'input:not([type=checkbox]):not([type=radio]):not([type=file]):not([type=hidden]):not([type=submit]):not([type=button]), textarea'

/**
 * Text typed (or pasted, or filled by the browser) before the field hydrated is still in the
 * field, or was (`typed`: the text of the input events the early script noted, when hydration
 * reset the field or replaced it), but React never heard it: its state keeps the server's value, so the next render or a
 * submit would lose what was typed ("nothing typed is lost"). Such a field's value differs from
 * its server value (`defaultValue`, the `value` attribute): tell React, as typing would, with
 * an `input` event. React only reports a change its value tracker has not seen, so the tracker
 * (the field's own `value` property) is first given the server's value, then the typed text is
 * put back through the prototype's setter, behind the tracker. The focused element is told it
 * has the focus first (`focusin`, what React's onFocus listens to).
 */
export function replayTyped(region: Element, typed: ReadonlyMap<Element, string> = new Map()) {
  // The field the visitor is in: React did not hear it get the focus either (a combo box opens
  // its list on typing only when it knows it has the focus).
  const active = region.ownerDocument.activeElement
  if (active && active !== region.ownerDocument.body && region.contains(active)) active.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
  for (const field of region.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TYPED_FIELDS)) {
    const text = typed.get(field) ?? field.value
    if (text === field.defaultValue && !typed.has(field)) continue
    const nativeSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set
    if (!nativeSetter) continue
    field.value = text === field.defaultValue ? '' : field.defaultValue
    nativeSetter.call(field, text)
    field.dispatchEvent(new Event('input', { bubbles: true }))
  }
}
