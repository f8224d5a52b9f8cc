import { Users } from 'lucide-react'
import { lazy, Suspense, useId, useState } from 'react'
import { visuallyHidden } from 'design-system'
import type { RoomType } from '~/api-contract/catalogue'
import type { Party } from '~/api-contract/party'
import { partyLabel } from '../../party-param'
import * as styles from './Party.css'

const loadDialog = () => import('./PartyDialog')
const PartyDialog = lazy(loadDialog)
/** Starts loading the picker's code when a press is coming (hover, touch, focus). */
const preload = () => void loadDialog()

export interface PartyFieldProps {
  party: Party
  roomTypes: readonly RoomType[]
  /** A rental: one housing per "room". */
  housing: boolean
  onChange: (party: Party) => void
}

/**
 * 'Voyageurs': the party in words, opening the travellers picker (adults, children's ages,
 * babies, rooms). The picker's code loads when it is about to be used.
 */
export function PartyField({ party, roomTypes, housing, onChange }: PartyFieldProps) {
  const [open, setOpen] = useState(false)
  const labelId = useId()
  return (
    <div className={styles.field}>
      <span id={labelId} className={styles.fieldLabel}>
        Voyageurs
      </span>
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-labelledby={`${labelId} ${labelId}-value`}
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onTouchStart={preload}
        onFocus={preload}
      >
        <Users size={18} aria-hidden="true" />
        <span id={`${labelId}-value`} className={styles.triggerText}>
          {partyLabel(party, housing ? 'logement' : 'chambre')}
        </span>
      </button>
      {open ? (
        <Suspense
          fallback={
            <p role="status" className={visuallyHidden}>
              Chargement…
            </p>
          }
        >
          <PartyDialog party={party} roomTypes={roomTypes} housing={housing} onChange={onChange} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  )
}
