import { Clock } from 'lucide-react'
import { useState } from 'react'
import { CountStepper, ResponsivePicker, ToggleButton, ToggleButtonGroup } from 'design-system'
import { DURATION_DAYS_MAX, DURATION_PRESETS } from '../../constants'
import { durationLabel, type HolidayDuration } from '../../holiday-search'
import * as styles from './SearchBar.css'

/**
 * 'Durée / Flexibilité' (§2.10): 'Combien de temps ?' with the preset chips, or a number of
 * days (0–90) that resets to 0 when the preset changes; Annuler and Valider.
 */
export function DurationPicker({
  value,
  onChange,
  isOpen,
  onOpenChange,
}: {
  value: HolidayDuration
  onChange: (d: HolidayDuration) => void
  isOpen: boolean
  onOpenChange: (open: boolean) => void
}) {
  const [preset, setPreset] = useState(value?.type === 'preset' ? value.value : '')
  const [days, setDays] = useState(value?.type === 'days' ? value.days : 0)
  const open = (o: boolean) => {
    if (o) {
      setPreset(value?.type === 'preset' ? value.value : '')
      setDays(value?.type === 'days' ? value.days : 0)
    }
    onOpenChange(o)
  }
  return (
    <ResponsivePicker
      label="Durée / Flexibilité"
      title="Combien de temps ?"
      value={durationLabel(value)}
      placeholder="Sans préférence"
      icon={<Clock size={20} aria-hidden="true" />}
      isOpen={isOpen}
      onOpenChange={open}
      onClear={() => onChange(null)}
      popoverWidth={440}
      cancelLabel="Annuler"
      confirmLabel="Valider"
      onConfirm={() => onChange(days > 0 ? { type: 'days', days } : preset ? { type: 'preset', value: preset } : null)}
    >
      <div className={styles.pickerBody}>
        <ToggleButtonGroup
          aria-label="Combien de temps ?"
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[days > 0 ? '__days' : preset || '__any']}
          onSelectionChange={(keys) => {
            const key = String([...keys][0] ?? '__any')
            setDays(0)
            setPreset(key === '__any' || key === '__days' ? '' : key)
          }}
          className={styles.chips}
        >
          {DURATION_PRESETS.map((p) => (
            <ToggleButton key={p.value || '__any'} id={p.value || '__any'}>
              {p.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <CountStepper
          label="Ou sélectionner manuellement le nombre de jours"
          minValue={0}
          maxValue={DURATION_DAYS_MAX}
          value={days}
          onChange={(n) => setDays(Number.isFinite(n) ? n : 0)}
        />
      </div>
    </ResponsivePicker>
  )
}
