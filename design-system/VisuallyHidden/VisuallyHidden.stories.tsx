import type { Story } from '@ladle/react'
import { VisuallyHidden } from './VisuallyHidden'

export const Defaut: Story = () => (
  <p>
    Ce texte est visible. <VisuallyHidden>Celui-ci n’est lu que par les lecteurs d’écran.</VisuallyHidden>
  </p>
)
