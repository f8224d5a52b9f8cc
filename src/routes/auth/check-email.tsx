import { createFileRoute } from '@tanstack/react-router'
import { ClickReplay } from '~/platform/ClickReplay'
import { checkEmailSearchSchema, loadCheckEmail } from '~/features/account'
import { SignInFlow } from '~/features/account/lazy'
import { pageHead } from '~/lib/seo'

/**
 * Sign-in and registration. `?token=` (a link from the mailbox) signs in on the server and
 * redirects; `?redirect=` is a page to land on afterwards. The flow is one lazy chunk, rendered
 * on the server; a click made before it hydrates is replayed (ClickReplay).
 */
export const Route = createFileRoute('/auth/check-email')({
  validateSearch: checkEmailSearchSchema,
  loaderDeps: ({ search }) => ({ token: search.token, redirect: search.redirect }),
  loader: loadCheckEmail,
  head: () => pageHead('Connexion / Inscription', 'Connectez-vous ou créez votre compte avec votre adresse e-mail.', { noindex: true }),
  component: CheckEmailPage,
})

function CheckEmailPage() {
  const { linkFailed } = Route.useLoaderData()
  const { redirect } = Route.useSearch()
  return (
    <ClickReplay fallback={null}>
      <SignInFlow redirect={redirect} linkFailed={linkFailed} />
    </ClickReplay>
  )
}
