import { BRAND_NAME } from '~/lib/seo'
import * as styles from './RegisterForm.css'

/** The registration's legal text (booking-and-accounts.md §2, §9: marketing data kept 3 years). */
export function LegalText() {
  return (
    <div className={styles.legal}>
      <p>
        Les informations recueillies sont traitées par {BRAND_NAME} pour créer et gérer votre compte, vos réservations et, selon vos choix, vous adresser nos
        offres. Elles sont conservées au maximum 3 ans après votre dernière utilisation de nos services, puis supprimées. Vous pouvez à tout moment y accéder,
        les rectifier, les effacer ou vous opposer à leur utilisation depuis votre espace client.
      </p>
      <p>
        Si vous ne souhaitez pas faire l&apos;objet de prospection commerciale par téléphone, vous pouvez gratuitement vous inscrire sur la liste
        d&apos;opposition au démarchage téléphonique{' '}
        <a href="https://www.bloctel.gouv.fr/" target="_blank" rel="noreferrer" className={styles.legalLink}>
          Bloctel (bloctel.gouv.fr, nouvel onglet)
        </a>
        .
      </p>
    </div>
  )
}
