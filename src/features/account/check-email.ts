import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { lazySchema } from '~/platform/lazy-schema'
import { MAX_REDIRECT_LENGTH } from '~/lib/safe-redirect'
import { confirmLink } from './account.functions'
import { currentUserQuery } from './account.queries'
import { signInTarget } from './redirect'
import { setSignedInUser } from './session'

/**
 * /auth/check-email: `token` is a sign-in or confirmation link from the mailbox; `redirect` a
 * page to land on after sign-in (sanitised on the server). Anything malformed is ignored.
 */
export const checkEmailSearchSchema = lazySchema(() =>
  z.object({
    token: z.catch(z.optional(z.string().check(z.regex(/^[0-9a-f]{32}$/))), undefined),
    redirect: z.catch(z.optional(z.string().check(z.maxLength(MAX_REDIRECT_LENGTH))), undefined),
  }),
)
export type CheckEmailSearch = z.output<typeof checkEmailSearchSchema.schema>

/**
 * The page's loader. A link signs the user in (on the server, so the session cookie comes with
 * the redirect) and goes to the stored page; a stale link shows the entry with a message. A
 * visitor already signed in has nothing to do here.
 */
export async function loadCheckEmail({ deps, context }: { deps: CheckEmailSearch; context: { queryClient: QueryClient } }): Promise<{ linkFailed: boolean }> {
  if (deps.token) {
    const result = await confirmLink({ data: { token: deps.token, redirect: deps.redirect } })
    if (!result.ok) return { linkFailed: true }
    setSignedInUser(context.queryClient, result.user)
    throw redirect({ href: result.redirectTo, replace: true })
  }
  const user = await context.queryClient.ensureQueryData(currentUserQuery())
  if (user) throw redirect({ href: signInTarget(deps.redirect), replace: true })
  return { linkFailed: false }
}
