/** Test helpers: Testing Library's render inside the fr-FR I18nProvider, like the app. */
import { render as rtlRender, type RenderOptions } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { I18nProvider } from 'react-aria-components'

function French({ children }: { children: ReactNode }) {
  return <I18nProvider locale="fr-FR">{children}</I18nProvider>
}

export function render(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return rtlRender(ui, { wrapper: French, ...options })
}
export { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
