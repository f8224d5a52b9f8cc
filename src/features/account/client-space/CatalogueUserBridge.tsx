import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import type { Favorite } from '~/api-contract/account'
import { CatalogueUserProvider, type CatalogueUser } from '~/features/catalogue'
import { useCurrentUser, useSendToSignIn } from '../session'
import { addFavorite, removeFavorite, reportViewed } from './client-space.functions'
import { clientSpaceKeys, favoritesQuery } from './client-space.queries'
import * as styles from './CatalogueUserBridge.css'

export const FAVORITE_FAILED = {
  add: "Le produit n'a pas pu être ajouté à vos favoris. Veuillez réessayer.",
  remove: "Le produit n'a pas pu être retiré de vos favoris. Veuillez réessayer.",
} as const

/**
 * The catalogue's view of the signed-in user (favourites, viewed products): signed out, the
 * heart keeps the page and leads to sign-in; signed in, it adds or removes the favourite at
 * once (optimistic), rolled back with a French message when the API refuses.
 */
export function CatalogueUserBridge({ children }: { children: ReactNode }) {
  const user = useCurrentUser()
  const queryClient = useQueryClient()
  const sendToSignIn = useSendToSignIn()
  const favorites = useQuery({ ...favoritesQuery(), enabled: user !== null })
  const [message, setMessage] = useState<string | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const ids = useMemo(() => new Set((user ? favorites.data : undefined)?.map((f) => f.product_id)), [user, favorites.data])
  const toggle = useCallback(
    async (id: number) => {
      const key = clientSpaceKeys.favorites
      await queryClient.cancelQueries({ queryKey: key })
      const before = queryClient.getQueryData<Favorite[]>(key) ?? []
      const adding = !before.some((f) => f.product_id === id)
      queryClient.setQueryData<Favorite[]>(
        key,
        adding ? [{ id: -id, product_id: id, created_at: new Date().toISOString() }, ...before] : before.filter((f) => f.product_id !== id),
      )
      setMessage(null)
      try {
        if (adding) await addFavorite({ data: { product_id: id } })
        else await removeFavorite({ data: { product_id: id } })
      } catch {
        queryClient.setQueryData(key, before)
        setMessage(adding ? FAVORITE_FAILED.add : FAVORITE_FAILED.remove)
        clearTimeout(timer.current)
        timer.current = setTimeout(() => setMessage(null), 8000)
      }
      await queryClient.invalidateQueries({ queryKey: key })
    },
    [queryClient],
  )

  const value = useMemo<CatalogueUser>(
    () =>
      user
        ? {
            isFavorite: (id) => ids.has(id),
            toggleFavorite: toggle,
            reportView: (productId) => {
              void reportViewed({ data: { product_id: productId } })
                .then(() => queryClient.invalidateQueries({ queryKey: clientSpaceKeys.viewed }))
                .catch(() => undefined)
            },
          }
        : { isFavorite: () => false, toggleFavorite: () => sendToSignIn(), reportView: () => {} },
    [user, ids, toggle, sendToSignIn, queryClient],
  )

  return (
    <CatalogueUserProvider value={value}>
      {children}
      <div role="alert" className={message ? styles.notice : undefined}>
        {message}
      </div>
    </CatalogueUserProvider>
  )
}
