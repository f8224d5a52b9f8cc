import { act, Profiler, type ProfilerOnRenderCallback, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Button } from './Button/Button'
import { TextField } from './TextField/TextField'

/** Server markup hydrated in the browser: the phases React rendered in, and the ids before and after. */
async function hydrate(node: ReactNode) {
  const tree = (onRender: ProfilerOnRenderCallback) => (
    <Profiler id="part" onRender={onRender}>
      {node}
    </Profiler>
  )
  const container = document.createElement('div')
  document.body.append(container)
  container.innerHTML = renderToString(tree(() => {}))
  const ids = () => [...container.querySelectorAll('[id]')].map((e) => e.id)
  const before = ids()
  const phases: string[] = []
  const root = await act(async () => hydrateRoot(container, tree((_id, phase) => phases.push(phase))))
  await act(async () => new Promise((resolve) => setTimeout(resolve, 20)))
  const after = ids()
  const references = [...container.querySelectorAll('[for], [aria-labelledby], [aria-describedby]')].flatMap((e) =>
    ['for', 'aria-labelledby', 'aria-describedby'].flatMap((a) => e.getAttribute(a)?.split(' ') ?? []),
  )
  const dangling = references.filter((id) => !container.querySelector(`[id="${id}"]`))
  await act(async () => root.unmount())
  container.remove()
  return { phases, before, after, dangling }
}

// The build's transform of react-aria (.config/react-aria-ids.ts), which the unit tests use too.
describe('react-aria parts hydrate once', () => {
  afterEach(() => vi.unstubAllEnvs())
  it('a button: no second render after hydration', async () => {
    const { phases } = await hydrate(<Button>Rechercher</Button>)
    expect(phases).toEqual(['mount'])
  })
  it('a labelled field with a description keeps the ids the server sent, and its label and description', async () => {
    // react-aria's ids carry a per-page random part outside tests when they are not from the server.
    vi.stubEnv('NODE_ENV', 'production')
    // (It renders again after hydration for its own reason: react-aria checks there which of
    // its description and error message are in the page.)
    const { before, after, dangling } = await hydrate(<TextField label="Nom" description="Comme sur le passeport" />)
    expect(before.join(' ')).toMatch(/react-aria-_R_/)
    expect(after).toEqual(before)
    expect(dangling).toEqual([])
  })
})
