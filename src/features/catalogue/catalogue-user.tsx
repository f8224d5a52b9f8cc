import { createContext, useContext, type ReactNode } from 'react'

/**
 * The catalogue's view of the signed-in user (favourites, viewed products). The catalogue shows
 * the heart and says when a product page is seen; what that means for an account is the account
 * domain's business: it provides this context (once, at the root) through the catalogue's door.
 * Products are named by their `product_id`.
 * Without a provider the visitor is signed out: no favourites, and the heart leads to sign-in.
 */
export interface CatalogueUser {
  /** Whether the product is among the user's favourites. */
  isFavorite: (productId: number) => boolean
  /**
   * Adds or removes the favourite (signed out, the account domain's version keeps the page and
   * leads to sign-in); null without a provider (the heart then leads to sign-in).
   */
  toggleFavorite: ((productId: number) => void | Promise<void>) | null
  /** Called once per product page shown (viewed products). */
  reportView: (productId: number) => void
}

export const SIGNED_OUT: CatalogueUser = { isFavorite: () => false, toggleFavorite: null, reportView: () => {} }

const CatalogueUserContext = createContext<CatalogueUser>(SIGNED_OUT)

export function CatalogueUserProvider({ value, children }: { value: CatalogueUser; children: ReactNode }) {
  return <CatalogueUserContext.Provider value={value}>{children}</CatalogueUserContext.Provider>
}

export const useCatalogueUser = () => useContext(CatalogueUserContext)
