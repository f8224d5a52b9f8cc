/** The signed-in user as the whole app sees it (header, guards, other domains). */
export interface CurrentUser {
  id: number
  firstName: string
  lastName: string
  fullName: string
  email: string
  emailVerified: boolean
}
