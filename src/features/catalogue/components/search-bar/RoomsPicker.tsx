import { parseDate, type CalendarDate } from '@internationalized/date'
import { BedDouble, Plus, Trash2 } from 'lucide-react'
import { Button, CountStepper, DatePicker, ResponsivePicker } from 'design-system'
import { todayInParis } from '~/lib/dates'
import { isIsoDate } from '~/lib/iso-date'
import { ADULTS_PER_ROOM, CHILDREN_PER_ROOM, HOTEL_FLIGHT_MESSAGES, MAX_ROOMS } from '../../constants'
import { canAddRoom, DEFAULT_ROOM, resizeRoom, roomsLabel, type Room } from '../../hotel-flight'
import * as styles from './SearchBar.css'

const toCalendar = (d: string): CalendarDate | null => (isIsoDate(d) ? parseDate(d) : null)

export interface RoomsPickerProps {
  rooms: Room[]
  onChange: (rooms: Room[]) => void
  isOpen: boolean
  onOpenChange: (open: boolean) => void
  /** In error: the id(s) of its messages in the form's banner. */
  errorMessageId?: string
}

/**
 * 'Chambres' (§2.12, §5): 1 to 4 rooms, each with 1–6 adults (18 and over) and 0–4 children
 * (0–17) whose birth dates are asked one by one. The rules' messages are the form's banner.
 */
export function RoomsPicker({ rooms, onChange, isOpen, onOpenChange, errorMessageId }: RoomsPickerProps) {
  const today = parseDate(todayInParis().toString())
  const setRoom = (i: number, room: Room) => onChange(rooms.map((r, j) => (j === i ? room : r)))
  return (
    <ResponsivePicker
      label="Chambres"
      value={roomsLabel(rooms)}
      icon={<BedDouble size={20} aria-hidden="true" />}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onClear={() => onChange([DEFAULT_ROOM])}
      errorMessageId={errorMessageId}
      popoverWidth={440}
      confirmLabel="Valider"
    >
      <div className={styles.pickerBody}>
        {rooms.map((room, i) => (
          <fieldset key={i} className={styles.room}>
            <legend className={styles.roomTitle}>Chambre {i + 1}</legend>
            <CountStepper
              label="Adultes"
              description="18 ans et plus"
              minValue={ADULTS_PER_ROOM.min}
              maxValue={ADULTS_PER_ROOM.max}
              value={room.adults}
              onChange={(n) => setRoom(i, resizeRoom(room, Number.isFinite(n) ? n : ADULTS_PER_ROOM.min, room.children.length))}
            />
            <CountStepper
              label="Enfants"
              description="De 0 à 17 ans"
              minValue={CHILDREN_PER_ROOM.min}
              maxValue={CHILDREN_PER_ROOM.max}
              value={room.children.length}
              onChange={(n) => setRoom(i, resizeRoom(room, room.adults, Number.isFinite(n) ? n : 0))}
            />
            {room.children.map((birth, k) => (
              <DatePicker
                key={k}
                label={`Date de naissance de l’enfant ${k + 1}`}
                description="Format JJ/MM/AAAA"
                maxValue={today}
                value={toCalendar(birth)}
                onChange={(d) =>
                  setRoom(i, {
                    ...room,
                    children: room.children.map((c, m) => (m === k ? (d ? d.toString() : '') : c)),
                  })
                }
              />
            ))}
            {rooms.length > 1 ? (
              <Button variant="ghost" size="sm" iconStart={<Trash2 size={16} aria-hidden="true" />} onPress={() => onChange(rooms.filter((_, j) => j !== i))}>
                Supprimer la chambre {i + 1}
              </Button>
            ) : null}
          </fieldset>
        ))}
        <Button
          variant="secondary"
          iconStart={<Plus size={18} aria-hidden="true" />}
          isDisabled={!canAddRoom(rooms)}
          onPress={() => onChange([...rooms, DEFAULT_ROOM])}
        >
          Ajouter une chambre
        </Button>
        {rooms.length >= MAX_ROOMS ? <p className={styles.note}>{HOTEL_FLIGHT_MESSAGES.maxRooms}</p> : null}
      </div>
    </ResponsivePicker>
  )
}
