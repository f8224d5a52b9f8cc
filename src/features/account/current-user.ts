/** The signed-in user as the whole app sees it (header, guards, other domains). */
export interface CurrentUser {
  firstName: string
  lastName: string
  /** Never empty: first and last names when the account has no full name. */
  fullName: string
  email: string
  /** The avatar's letters ('IB'). */
  initials: string
  emailVerified: boolean
}
