import type { Profile } from '~/api-contract/account'
import { AccountDialog } from './AccountDialog'
import * as styles from './ClientSpace.css'
import { PasswordChangeForm } from './PasswordChangeForm'
import { ProfileForm } from './ProfileForm'

export type EditMode = 'editUser' | 'editPassword'

export const EDIT_MODE_TITLES: Record<EditMode, string> = {
  editUser: 'Modifier mes informations personnelles',
  editPassword: 'Modifier mon mot de passe',
}

export const SISTER_SITES_NOTICE =
  'Vos coordonnées sont communes à votre compte sur les sites de vente de nos agences partenaires : toute modification effectuée ici sera aussi appliquée sur ces sites.'

/** 'Mes coordonnées' (§2): the profile form (editUser) or the password form (editPassword). */
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
