import { Label, Slider as RACSlider, SliderOutput, SliderThumb, SliderTrack, type SliderProps as RACSliderProps } from 'react-aria-components'
import * as field from '../styles/field.css'
import * as styles from './Slider.css'

export interface SliderProps<T extends number | number[]> extends Omit<RACSliderProps<T>, 'className' | 'children'> {
  label?: string
  /** Names of the thumbs of a range slider (default 'Minimum', 'Maximum'). */
  thumbLabels?: string[]
  className?: string
}

/**
 * A slider with one value or a range (pass an array). Keyboard: arrows by `step`, Page Up/Down,
 * Home/End. Values are formatted in fr-FR with `formatOptions` (e.g. currency EUR).
 */
export function Slider<T extends number | number[]>({ label, thumbLabels = ['Minimum', 'Maximum'], className, ...props }: SliderProps<T>) {
  return (
    <RACSlider {...props} className={[styles.root, className].filter(Boolean).join(' ')}>
      {label && <Label className={field.label}>{label}</Label>}
      <SliderOutput className={styles.output}>{({ state }) => state.values.map((_, i) => state.getThumbValueLabel(i)).join(' – ')}</SliderOutput>
      <SliderTrack className={styles.track}>
        {({ state }) => {
          const isRange = state.values.length > 1
          const start = isRange ? state.getThumbPercent(0) : 0
          const end = state.getThumbPercent(isRange ? 1 : 0)
          return (
            <>
              <div className={styles.fill} style={{ left: `${start * 100}%`, width: `${(end - start) * 100}%` }} />
              {state.values.map((_, i) => (
                <SliderThumb key={i} index={i} aria-label={isRange ? thumbLabels[i] : undefined} className={styles.thumb} />
              ))}
            </>
          )
        }}
      </SliderTrack>
    </RACSlider>
  )
}
