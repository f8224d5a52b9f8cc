import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Button } from './Button/Button'
import { hydrateFromServer } from './testing'
import { TextField } from './TextField/TextField'

/** Server markup hydrated in the browser: the phases React rendered in, the ids before and after, and references to missing ids. */
async function hydrate(node: ReactNode) {
  const { container, phases, serverIds, unmount } = await hydrateFromServer(node)
  const after = [...container.querySelectorAll('[id]')].map((e) => e.id)
  const references = [...container.querySelectorAll('[for], [aria-labelledby], [aria-describedby]')].flatMap((e) =>
    ['for', 'aria-labelledby', 'aria-describedby'].flatMap((a) => e.getAttribute(a)?.split(' ') ?? []),
  )
  const dangling = references.filter((id) => !container.querySelector(`[id="${id}"]`))
  await unmount()
  return { phases, before: serverIds, after, dangling }
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
