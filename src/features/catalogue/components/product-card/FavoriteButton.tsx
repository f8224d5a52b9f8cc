import { useNavigate } from '@tanstack/react-router'
import { Heart } from 'lucide-react'
import { ToggleButton } from 'react-aria-components'
import type { Product } from '~/api-contract/catalogue'
import { useCatalogueUser } from '../../catalogue-user'
import * as styles from './ProductCard.css'

/**
 * The favourite heart (a toggle button). Signed in, it adds or removes the product through the
 * CatalogueUser context; signed out, it leads to sign-in (/auth/check-email).
 */
export function FavoriteButton({ product, className }: { product: Product; className?: string }) {
  const user = useCatalogueUser()
  const navigate = useNavigate()
  const selected = user.isFavorite(product.product_id)
  return (
    <ToggleButton
      className={[styles.favorite, className].filter(Boolean).join(' ')}
      isSelected={selected}
      // One name whatever the state (APG toggle button): aria-pressed tells whether it is on.
      aria-label={`Favori : ${product.title}`}
      onChange={() => {
        if (user.toggleFavorite) void user.toggleFavorite(product.product_id)
        else void navigate({ to: '/auth/check-email' })
      }}
    >
      <Heart size={20} aria-hidden="true" className={styles.heart} />
    </ToggleButton>
  )
}
