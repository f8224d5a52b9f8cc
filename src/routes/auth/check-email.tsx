import { createFileRoute } from '@tanstack/react-router'
import { Page } from '~/app/Page'
import { pageHead } from '~/lib/seo'

export const Route = createFileRoute('/auth/check-email')({
  head: () => pageHead('Connexion / Inscription'),
  component: CheckEmailPage,
})

function CheckEmailPage() {
  return <Page title="Connexion / Inscription" lead="Connectez-vous ou créez votre compte avec votre adresse e-mail." />
}
