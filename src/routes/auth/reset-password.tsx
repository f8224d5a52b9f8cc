import { createFileRoute } from '@tanstack/react-router'
import { ClickReplay } from '~/platform/ClickReplay'
import { resetPasswordSearchSchema } from '~/features/account'
import { ResetPasswordPage } from '~/features/account/lazy'
import { pageHead } from '~/lib/seo'

/** A new password from the link mailed by 'Mot de passe oublié ?' (`?token=`, single use). */
export const Route = createFileRoute('/auth/reset-password')({
  validateSearch: resetPasswordSearchSchema,
  head: () => pageHead('Nouveau mot de passe', 'Choisissez un nouveau mot de passe pour votre compte.', { noindex: true }),
  component: ResetPasswordRoute,
})

function ResetPasswordRoute() {
  const { token } = Route.useSearch()
  return (
    <ClickReplay fallback={null}>
      <ResetPasswordPage token={token} />
    </ClickReplay>
  )
}
