import { Link } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react'
import { visuallyHidden } from 'design-system'
import { menuLinkKind, splitRouteUrl } from '../../menu-links'
import * as styles from './MenuLink.css'

/** Read after an external link's text: it opens a new tab. */
export const NEW_TAB_HINT = ' (nouvel onglet)'

export interface MenuLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel' | 'ref'> {
  url: string
  children: ReactNode
  className?: string
  onClick?: () => void
  ref?: Ref<HTMLAnchorElement>
  /** Hides the visible external-link icon (the hint for screen readers stays). */
  plain?: boolean
  'data-nav-item'?: boolean
}

/**
 * A link from menu data: an app route goes through the router; another site opens in a new tab
 * with a visible icon and a hint for screen readers.
 */
export function MenuLink({ url, children, className, onClick, ref, plain, ...rest }: MenuLinkProps) {
  const kind = menuLinkKind(url)
  if (kind === 'external') {
    return (
      <a {...rest} ref={ref} href={url} target="_blank" rel="noopener noreferrer" className={className} onClick={onClick}>
        {children}
        {!plain && <span className={styles.externalIcon} aria-hidden="true" />}
        <span className={visuallyHidden}>{NEW_TAB_HINT}</span>
      </a>
    )
  }
  if (kind === 'document') {
    return (
      <a {...rest} ref={ref} href={url} className={className} onClick={onClick}>
        {children}
      </a>
    )
  }
  const { to, search, hash } = splitRouteUrl(url)
  return (
    <Link
      {...rest}
      ref={ref}
      // Paths from the menu data: checked by the target route's own search schema.
      to={to as '/'}
      search={search as never}
      hash={hash}
      className={className}
      onClick={onClick}
      // Current only on its own page; a link to a section of a page only when at that section.
      activeOptions={{ exact: true, includeSearch: true, includeHash: hash !== undefined }}
    >
      {children}
    </Link>
  )
}
