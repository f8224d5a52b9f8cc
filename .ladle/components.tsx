import type { GlobalProvider } from '@ladle/react'
import { I18nProvider } from 'react-aria-components'
import { brandTheme } from '../design-system'

/** Every story in French (fr-FR) inside the brand theme. */
export const Provider: GlobalProvider = ({ children }) => (
  <I18nProvider locale="fr-FR">
    <div className={brandTheme} lang="fr" style={{ padding: 16, minHeight: '100vh' }}>
      {children}
    </div>
  </I18nProvider>
)
