import { AlertCircle } from 'lucide-react'
import { useId, useImperativeHandle, useRef, type ClipboardEvent, type KeyboardEvent, type Ref } from 'react'
import * as field from '../styles/field.css'
import * as styles from './OtpInput.css'

export interface OtpInputHandle {
  /** Focus the first box (e.g. after a wrong code cleared the value). */
  focus: () => void
}

export interface OtpInputProps {
  /** The code typed so far (digits only, up to `length`). */
  value: string
  onChange: (value: string) => void
  /** Called once all boxes are filled. */
  onComplete?: (value: string) => void
  length?: number
  label?: string
  description?: string
  errorMessage?: string
  isDisabled?: boolean
  autoFocus?: boolean
  ref?: Ref<OtpInputHandle>
}

const onlyDigits = (s: string) => s.replace(/\D/g, '')

/**
 * A one-time code in single-digit boxes (6 by default): digits only, auto-advance, Backspace
 * goes back, arrow keys / Home / End move, paste fills every box.
 */
export function OtpInput({
  value,
  onChange,
  onComplete,
  length = 6,
  label = 'Code de vérification',
  description,
  errorMessage,
  isDisabled,
  autoFocus,
  ref,
}: OtpInputProps) {
  const inputs = useRef<(HTMLInputElement | null)[]>([])
  const id = useId()
  const digits = Array.from({ length }, (_, i) => value[i] ?? '')
  useImperativeHandle(ref, () => ({ focus: () => inputs.current[0]?.focus() }), [])

  const focusBox = (i: number) => {
    const el = inputs.current[Math.max(0, Math.min(length - 1, i))]
    el?.focus()
    el?.select()
  }
  const commit = (code: string) => {
    const next = onlyDigits(code).slice(0, length)
    onChange(next)
    if (next.length === length) onComplete?.(next)
  }
  /** Digits stay contiguous: typing in a box after the first empty one fills the first empty one. */
  const setAt = (i: number, typed: string) => {
    const incoming = onlyDigits(typed)
    if (!incoming) return
    const pos = Math.min(i, value.length)
    commit(value.slice(0, pos) + incoming + value.slice(pos + incoming.length))
    focusBox(Math.min(pos + incoming.length, length - 1))
  }
  const removeAt = (i: number) => commit(value.slice(0, i) + value.slice(i + 1))
  const onKeyDown = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = { ArrowLeft: i - 1, ArrowRight: Math.min(i + 1, value.length), Home: 0, End: Math.min(value.length, length - 1) }
    if (e.key === 'Backspace') {
      e.preventDefault()
      if (digits[i]) removeAt(i)
      else if (i > 0) {
        removeAt(i - 1)
        focusBox(i - 1)
      }
    } else if (e.key === 'Delete') {
      e.preventDefault()
      if (digits[i]) removeAt(i)
    } else if (e.key in moves) {
      e.preventDefault()
      focusBox(moves[e.key]!)
    } else if (e.key.length === 1 && !/\d/.test(e.key) && !e.ctrlKey && !e.metaKey) {
      e.preventDefault() // digits only
    }
  }
  const onPaste = (i: number, e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault()
    const pasted = onlyDigits(e.clipboardData.getData('text'))
    if (!pasted) return
    setAt(pasted.length >= length ? 0 : i, pasted)
  }
  const describedBy = [description && `${id}-desc`, errorMessage && `${id}-err`].filter(Boolean).join(' ') || undefined

  return (
    <fieldset className={styles.root} disabled={isDisabled}>
      <legend className={`${field.label} ${styles.legend}`}>{label}</legend>
      <div className={styles.boxes}>
        {digits.map((d, i) => (
          <input
            key={i}
            ref={(el) => {
              inputs.current[i] = el
            }}
            className={d ? `${styles.box} ${styles.boxFilled}` : styles.box}
            value={d}
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={length}
            autoComplete={i === 0 ? 'one-time-code' : 'off'}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the code step exists to type this code
            autoFocus={autoFocus && i === 0}
            aria-label={`Chiffre ${i + 1} sur ${length}`}
            aria-invalid={errorMessage ? true : undefined}
            aria-describedby={describedBy}
            onChange={(e) => {
              const typed = e.target.value
              if (typed === '') return
              // a full box: keep what was added next to the previous digit
              setAt(i, d && typed.length === 2 ? (typed.startsWith(d) ? typed.slice(1) : typed.slice(0, 1)) : typed)
            }}
            onKeyDown={(e) => onKeyDown(i, e)}
            onPaste={(e) => onPaste(i, e)}
            onFocus={(e) => e.target.select()}
          />
        ))}
      </div>
      {description && (
        <span id={`${id}-desc`} className={field.description}>
          {description}
        </span>
      )}
      {errorMessage && (
        <span id={`${id}-err`} className={field.error} role="alert">
          <AlertCircle size={16} aria-hidden="true" />
          {errorMessage}
        </span>
      )}
    </fieldset>
  )
}
