import { AlertDialog } from 'design-system'

/** 'Veuillez sélectionner votre agence' with 'Valider', when an action needs an agency. */
export default function AgencyRequiredDialog({
  isOpen,
  onOpenChange,
  onValidate,
}: {
  isOpen: boolean
  onOpenChange: (open: boolean) => void
  onValidate: () => void
}) {
  return (
    <AlertDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Veuillez sélectionner votre agence"
      actionLabel="Valider"
      cancelLabel={null}
      onAction={onValidate}
    >
      Votre réservation est suivie par une agence de voyage partenaire. Choisissez-la pour continuer.
    </AlertDialog>
  )
}
