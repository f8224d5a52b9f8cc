import { Plus, Trash2 } from 'lucide-react'
import { useRef, useState } from 'react'
import { Alert, Button, CountStepper, Dialog, Modal, Select, SelectItem } from 'design-system'
import type { RoomType } from '~/api-contract/catalogue'
import type { Party, RoomParty } from '~/api-contract/party'
import { CHILD_AGES, PARTY_LIMITS } from '~/api-contract/party-limits'
import { fitsOccupancy, occupancyRoom, type Occupancy } from '~/lib/room-occupancy'
import { formatAmountShort } from '../../product-format'
import * as styles from './Party.css'

/** A room being edited: a child's age is null until chosen. */
interface DraftRoom {
  room_type?: string
  adults: number
  ages: (number | null)[]
  babies: number
}

const AUTO = 'auto'
const AGES = Array.from({ length: CHILD_AGES.max - CHILD_AGES.min + 1 }, (_, i) => {
  const age = CHILD_AGES.min + i
  return { id: String(age), label: `${age} ans` }
})
const NO_TYPE: Occupancy = {
  min_adults: 1,
  max_adults: PARTY_LIMITS.adultsPerRoom,
  max_children: PARTY_LIMITS.childrenPerRoom,
  max_babies: PARTY_LIMITS.babiesPerRoom,
  max_occupants: PARTY_LIMITS.adultsPerRoom + PARTY_LIMITS.childrenPerRoom,
}

/** The most any of the product's room types allows (a room with no type chosen gets one that fits). */
function widest(types: readonly RoomType[]): Occupancy {
  if (!types.length) return NO_TYPE
  const max = (f: (o: Occupancy) => number) => Math.max(...types.map((t) => f(t.occupancy)))
  return {
    min_adults: Math.min(...types.map((t) => t.occupancy.min_adults)),
    max_adults: max((o) => o.max_adults),
    max_children: max((o) => o.max_children),
    max_babies: max((o) => o.max_babies),
    max_occupants: max((o) => o.max_occupants),
  }
}

const toDraft = (r: RoomParty): DraftRoom => ({ room_type: r.room_type, adults: r.adults, ages: [...r.children_ages], babies: r.babies })
const occupants = (r: DraftRoom) => ({ adults: r.adults, children_ages: r.ages.map((a) => a ?? CHILD_AGES.min), babies: r.babies })
const travellers = (rooms: readonly DraftRoom[]) => rooms.reduce((n, r) => n + r.adults + r.ages.length + r.babies, 0)

export interface PartyDialogProps {
  party: Party
  roomTypes: readonly RoomType[]
  housing: boolean
  onChange: (party: Party) => void
  onClose: () => void
}

/**
 * The travellers picker: per room (or housing) its type, adults, children with their ages and
 * babies, within the room type's occupancy; 'Ajouter une chambre' up to the party's limits.
 * 'Valider' asks each child's age, then applies the party.
 */
export default function PartyDialog({ party, roomTypes, housing, onChange, onClose }: PartyDialogProps) {
  const [rooms, setRooms] = useState<DraftRoom[]>(() => party.rooms.map(toDraft))
  const [missingAge, setMissingAge] = useState(false)
  const bodyRef = useRef<HTMLDivElement>(null)
  const unit = housing ? 'logement' : 'chambre'
  const Unit = housing ? 'Logement' : 'Chambre'
  const left = PARTY_LIMITS.travellers - travellers(rooms)

  const setRoom = (i: number, next: DraftRoom) => {
    // A room type that no longer holds the room's party is dropped: the cheapest that fits is priced.
    const type = roomTypes.find((t) => t.code === next.room_type)
    const fits = !type || fitsOccupancy(occupants(next), type.occupancy)
    setRooms(rooms.map((r, j) => (j === i ? { ...next, room_type: fits ? next.room_type : undefined } : r)))
    setMissingAge(false)
  }
  const occupancyOf = (r: DraftRoom) => roomTypes.find((t) => t.code === r.room_type)?.occupancy ?? widest(roomTypes)
  const apply = () => {
    if (rooms.some((r) => r.ages.some((a) => a === null))) {
      setMissingAge(true)
      bodyRef.current?.querySelector<HTMLElement>('[data-missing-age] button')?.focus()
      return
    }
    onChange({
      rooms: rooms.map((r) => ({ ...(r.room_type ? { room_type: r.room_type } : {}), adults: r.adults, children_ages: r.ages as number[], babies: r.babies })),
    })
    onClose()
  }

  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()} size="md">
      <Dialog
        title="Voyageurs"
        footer={
          <>
            <Button variant="ghost" onPress={onClose}>
              Annuler
            </Button>
            <Button onPress={apply}>Valider</Button>
          </>
        }
      >
        <div ref={bodyRef} className={styles.dialogBody}>
          <p className={styles.note}>{`Enfants de ${CHILD_AGES.min} à ${CHILD_AGES.max} ans le jour du départ ; bébés de moins de 2 ans.`}</p>
          {rooms.map((r, i) => {
            const limits = occupancyRoom(occupants(r), occupancyOf(r))
            const fitting = roomTypes.filter((t) => fitsOccupancy(occupants(r), t.occupancy))
            return (
              <fieldset key={i} className={styles.room}>
                <legend className={styles.roomTitle}>{`${Unit} ${i + 1}`}</legend>
                {roomTypes.length > 1 ? (
                  <Select
                    label={`Type de ${unit}`}
                    items={[{ code: AUTO, label: 'Le moins cher', supplement_per_night: 0 }, ...roomTypes]}
                    selectedKey={r.room_type ?? AUTO}
                    disabledKeys={roomTypes.filter((t) => !fitting.includes(t)).map((t) => t.code)}
                    onSelectionChange={(key) => setRoom(i, { ...r, room_type: key === AUTO || key === null ? undefined : String(key) })}
                  >
                    {(t) => (
                      <SelectItem id={t.code} textValue={t.label}>
                        {t.supplement_per_night ? `${t.label} (+${formatAmountShort(t.supplement_per_night)} € par personne et par nuit)` : t.label}
                      </SelectItem>
                    )}
                  </Select>
                ) : null}
                <CountStepper
                  label="Adultes"
                  description="18 ans et plus"
                  minValue={limits.minAdults}
                  maxValue={Math.min(limits.maxAdults, r.adults + left)}
                  value={r.adults}
                  onChange={(n) => Number.isFinite(n) && setRoom(i, { ...r, adults: n })}
                />
                <CountStepper
                  label="Enfants"
                  description={`De ${CHILD_AGES.min} à ${CHILD_AGES.max} ans`}
                  minValue={0}
                  maxValue={Math.min(limits.maxChildren, r.ages.length + left)}
                  value={r.ages.length}
                  onChange={(n) => Number.isFinite(n) && setRoom(i, { ...r, ages: Array.from({ length: n }, (_, k) => r.ages[k] ?? null) })}
                />
                {r.ages.length ? (
                  <div className={styles.ages}>
                    {r.ages.map((age, k) => (
                      <div key={k} data-missing-age={age === null || undefined}>
                        <Select
                          label={`Âge de l’enfant ${k + 1}`}
                          placeholder="Choisir"
                          items={AGES}
                          selectedKey={age === null ? null : String(age)}
                          isRequired
                          errorMessage={missingAge && age === null ? 'Indiquez son âge' : undefined}
                          onSelectionChange={(key) => key !== null && setRoom(i, { ...r, ages: r.ages.map((a, m) => (m === k ? Number(key) : a)) })}
                        >
                          {(a) => <SelectItem id={a.id}>{a.label}</SelectItem>}
                        </Select>
                      </div>
                    ))}
                  </div>
                ) : null}
                <CountStepper
                  label="Bébés"
                  description="Moins de 2 ans"
                  minValue={0}
                  maxValue={Math.min(limits.maxBabies, r.babies + left)}
                  value={r.babies}
                  onChange={(n) => Number.isFinite(n) && setRoom(i, { ...r, babies: n })}
                />
                {rooms.length > 1 ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    iconStart={<Trash2 size={16} aria-hidden="true" />}
                    onPress={() => setRooms(rooms.filter((_, j) => j !== i))}
                  >
                    {`Supprimer ${housing ? 'le logement' : 'la chambre'} ${i + 1}`}
                  </Button>
                ) : null}
              </fieldset>
            )
          })}
          <Button
            variant="secondary"
            iconStart={<Plus size={18} aria-hidden="true" />}
            isDisabled={rooms.length >= PARTY_LIMITS.rooms || left < 1}
            onPress={() => setRooms([...rooms, { adults: 1, ages: [], babies: 0 }])}
          >
            {housing ? 'Ajouter un logement' : 'Ajouter une chambre'}
          </Button>
          {rooms.length >= PARTY_LIMITS.rooms || left < 1 ? (
            <p className={styles.note}>{`${PARTY_LIMITS.rooms} ${unit}s et ${PARTY_LIMITS.travellers} voyageurs au plus par réservation.`}</p>
          ) : null}
          {missingAge ? (
            <Alert tone="warning" live="alert">
              Indiquez l’âge de chaque enfant.
            </Alert>
          ) : null}
        </div>
      </Dialog>
    </Modal>
  )
}
