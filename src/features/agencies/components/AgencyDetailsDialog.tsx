import { Phone } from 'lucide-react'
import { Button, Dialog, Modal } from 'design-system'
import type { Agency } from '~/api-contract/agencies'
import { openingLines, openingText } from '../opening-hours'
import * as styles from './AgencyDetailsDialog.css'

/** An agency's address, phone and opening hours (also the booking flow's agency info modal). */
export function AgencyDetailsDialog({ agency, onClose, onChoose }: { agency: Agency | null; onClose: () => void; onChoose?: () => void }) {
  return (
    <Modal isOpen={agency !== null} onOpenChange={(open) => !open && onClose()} size="sm">
      {agency ? (
        <Dialog
          title={`Agence ${agency.name}`}
          footer={
            onChoose ? (
              <Button onPress={onChoose} fullWidth>
                Choisir cette agence
              </Button>
            ) : undefined
          }
        >
          <AgencyDetails agency={agency} />
        </Dialog>
      ) : (
        <Dialog title="Agence" />
      )}
    </Modal>
  )
}

export function AgencyDetails({ agency }: { agency: Agency }) {
  return (
    <div className={styles.details}>
      <p className={styles.address}>
        {agency.address}
        {agency.address2 ? (
          <>
            <br />
            {agency.address2}
          </>
        ) : null}
        <br />
        {agency.postal_code} {agency.city}
      </p>
      <a className={styles.phone} href={`tel:${agency.phone.replace(/[^\d+]/g, '')}`}>
        <Phone size={16} aria-hidden="true" />
        {agency.phone}
      </a>
      <table className={styles.hours}>
        <caption className={styles.caption}>Horaires d&apos;ouverture</caption>
        <tbody>
          {openingLines(agency.agency_openings).map((line) => (
            <tr key={line.day}>
              <th scope="row">{line.label}</th>
              <td>{openingText(line)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
