import { useLocation, useNavigate } from '@tanstack/react-router'
import { Heart } from 'lucide-react'
import { ToggleButton } from 'react-aria-components'
import type { Product } from '~/api-contract/catalogue'
import { useCatalogueUser } from '../../catalogue-user'
import * as styles from './ProductCard.css'

/**
 * The favourite heart (a toggle button). Signed in, it adds or removes the product through the
 * CatalogueUser context; signed out, it leads to sign-in (/auth/check-email?redirect=<this page>).
 */
export function FavoriteButton({ product, className }: { product: Product; className?: string }) {
  const user = useCatalogueUser()
  const navigate = useNavigate()
  const location = useLocation()
  const selected = user.isFavorite(product.product_id)
  return (
    <ToggleButton
      className={[styles.favorite, className].filter(Boolean).join(' ')}
      isSelected={selected}
      // One name whatever the state (APG toggle button): aria-pressed tells whether it is on.
      aria-label={`Favori : ${product.title}`}
      onChange={() => {
        if (user.toggleFavorite) void user.toggleFavorite(product)
        // Signed out: sign-in, with the page to come back to (§4).
        else void navigate({ href: `/auth/check-email?redirect=${encodeURIComponent(location.href)}` })
      }}
    >
      <Heart size={20} aria-hidden="true" className={styles.heart} />
    </ToggleButton>
  )
}
