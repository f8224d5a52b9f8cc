import '../design-system/fonts/inter.css'
import type { GlobalProvider } from '@ladle/react'
import { I18nProvider } from 'react-aria-components'
import { brandTheme } from '../design-system'
// The global stylesheet (box-sizing, body type): imported here too, Ladle's build drops the side-effect import of the index.
import '../design-system/styles/global.css'

// As in the app: the theme class on <body> (popovers and modals render there), French page.
if (typeof document !== 'undefined') {
  document.body.classList.add(brandTheme)
  document.documentElement.lang = 'fr'
}

/** Every story in French (fr-FR) inside the brand theme; a story switch remounts it, and `data-story` names it (tests wait on it). */
export const Provider: GlobalProvider = ({ children, globalState }) => (
  <I18nProvider locale="fr-FR">
    <main key={globalState.story} data-story={globalState.story} lang="fr" style={{ padding: 16, minHeight: '100vh', boxSizing: 'border-box' }}>
      {children}
    </main>
  </I18nProvider>
)
