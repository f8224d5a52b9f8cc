import type { Story } from '@ladle/react'
import { useEffect } from 'react'
import { Button } from '../Button/Button'
import { Inline } from '../Layout/Layout'
import { ToastRegion, toast, toastQueue } from './Toast'

export const Defaut: Story = () => (
  <>
    <ToastRegion />
    <Inline space="sm">
      <Button onPress={() => toast.success('Voyageur enregistré')}>Succès</Button>
      <Button variant="secondary" onPress={() => toast.info('Code renvoyé', 'Consultez votre boîte mail.')}>
        Info
      </Button>
      <Button variant="critical" onPress={() => toast.error('Une erreur est survenue. Veuillez réessayer plus tard.')}>
        Erreur
      </Button>
    </Inline>
  </>
)
export const Visible: Story = () => {
  useEffect(() => {
    const ids = [
      toastQueue.add({ title: 'Ajouté à vos favoris', tone: 'success' }),
      toastQueue.add({ title: 'Le prix a changé', description: 'Nouveau total : 1 249,00 €', tone: 'warning' }),
    ]
    return () => ids.forEach((id) => toastQueue.close(id))
  }, [])
  return <ToastRegion />
}
