import { Checkbox, VisuallyHidden } from 'design-system'
import { COMPARE_MAX } from '../../search.schema'
import * as styles from './CompareBar.css'

export const COMPARE_FULL = `${COMPARE_MAX} offres au maximum`

/**
 * A card's 'Comparer' checkbox (named with the product's title). When the comparison is full, the
 * other cards' are disabled with the reason beside them, read out with their name.
 */
export function CompareToggle({ title, selected, full, onChange }: { title: string; selected: boolean; full: boolean; onChange: (selected: boolean) => void }) {
  const disabled = full && !selected
  return (
    <Checkbox
      className={styles.toggle}
      isSelected={selected}
      isDisabled={disabled}
      onChange={onChange}
      description={disabled ? <span className={styles.full}>{COMPARE_FULL}</span> : undefined}
    >
      Comparer
      <VisuallyHidden>{` ${title}`}</VisuallyHidden>
    </Checkbox>
  )
}
