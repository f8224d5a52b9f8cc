import { Heart, UserRound, Users } from 'lucide-react'
import { useState } from 'react'
import { useSignOut } from './session'

/** The client space's links of the popup and of the mobile menu (§2.4). */
export const CLIENT_SPACE_LINKS = [
  { to: '/client-space/client-details', label: 'Mes informations', Icon: UserRound },
  { to: '/client-space/favorites', label: 'Mes produits favoris', Icon: Heart },
  { to: '/client-space/travelers', label: 'Mes voyageurs', Icon: Users },
] as const

/** 'Me déconnecter': signs out, then `done` (closes the popup or the menu); busy meanwhile. */
export function useSignOutAction(done: () => void): [busy: boolean, signOut: () => void] {
  const signOut = useSignOut()
  const [busy, setBusy] = useState(false)
  const run = async () => {
    setBusy(true)
    try {
      await signOut()
      done()
    } finally {
      setBusy(false)
    }
  }
  return [busy, () => void run()]
}
