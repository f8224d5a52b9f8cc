import { createLink } from '@tanstack/react-router'
import { ButtonLink, Link } from './Link'

/** Typed router links (`to`, `params`, `search`): TanStack's `createLink` over the DS links. */
export const RouterLink = createLink(Link)
export const RouterButtonLink = createLink(ButtonLink)
