import type { Profile } from '~/api-contract/account'
import { AccountDialog } from './AccountDialog'
import * as styles from './ClientSpace.css'
import { CreatePasswordForm } from './CreatePasswordForm'
import { PasswordChangeForm } from './PasswordChangeForm'
import { ProfileForm } from './ProfileForm'

export type EditMode = 'editUser' | 'editPassword' | 'createPassword'

export const EDIT_MODE_TITLES: Record<EditMode, string> = {
  editUser: 'Modifier mes informations personnelles',
  editPassword: 'Modifier mon mot de passe',
  createPassword: 'Créer mon mot de passe',
}

export const SISTER_SITES_NOTICE =
  'Vos coordonnées sont communes à votre compte sur les sites de vente de nos agences partenaires : toute modification effectuée ici sera aussi appliquée sur ces sites.'

/** 'Mes coordonnées' (§2): the profile form (editUser), the password form (editPassword), or a first password (createPassword). */
export default function EditDetailsDialog({
  mode,
  profile,
  onClose,
  onPasswordChanged,
}: {
  mode: EditMode | null
  profile: Profile
  onClose: () => void
  onPasswordChanged: () => void
}) {
  return (
    <AccountDialog title={mode ? EDIT_MODE_TITLES[mode] : 'Mes coordonnées'} isOpen={mode !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <p className={styles.lead}>{SISTER_SITES_NOTICE}</p>
      {mode === 'editUser' ? <ProfileForm profile={profile} onDone={onClose} onCancel={onClose} /> : null}
      {mode === 'editPassword' ? (
        <PasswordChangeForm
          email={profile.email}
          onDone={() => {
            onPasswordChanged()
            onClose()
          }}
          onCancel={onClose}
        />
      ) : null}
      {mode === 'createPassword' ? (
        <CreatePasswordForm
          email={profile.email}
          onDone={() => {
            onPasswordChanged()
            onClose()
          }}
          onCancel={onClose}
        />
      ) : null}
    </AccountDialog>
  )
}
