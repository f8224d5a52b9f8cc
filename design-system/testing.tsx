/** Test helpers: Testing Library's render inside the fr-FR I18nProvider, like the app. */
import { render as rtlRender, type RenderOptions } from '@testing-library/react'
import { act, Profiler, type ProfilerOnRenderCallback, type ReactElement, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { I18nProvider } from 'react-aria-components'

function French({ children }: { children: ReactNode }) {
  return <I18nProvider locale="fr-FR">{children}</I18nProvider>
}

export function render(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return rtlRender(ui, { wrapper: French, ...options })
}
export { act, fireEvent, screen, waitFor, within } from '@testing-library/react'

/**
 * The server's markup of `node` hydrated in the browser. `phases` are the Profiler's phases:
 * ['mount'] when hydrating needed no second render. `serverIds` are the ids the server sent.
 */
export async function hydrateFromServer(node: ReactNode) {
  const tree = (onRender: ProfilerOnRenderCallback) => (
    <Profiler id="hydrated" onRender={onRender}>
      {node}
    </Profiler>
  )
  const container = document.createElement('div')
  document.body.append(container)
  container.innerHTML = renderToString(tree(() => {}))
  const serverIds = [...container.querySelectorAll('[id]')].map((e) => e.id)
  const phases: string[] = []
  const root = await act(async () =>
    hydrateRoot(
      container,
      tree((_id, phase) => phases.push(phase)),
    ),
  )
  await act(async () => new Promise((resolve) => setTimeout(resolve, 20)))
  const unmount = async () => {
    await act(async () => root.unmount())
    container.remove()
  }
  return { container, phases, serverIds, unmount }
}
