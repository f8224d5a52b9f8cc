import { Check } from 'lucide-react'
import { visuallyHidden } from '../styles/visuallyHidden.css'
import * as styles from './PasswordChecklist.css'

export interface PasswordRule {
  id: string
  label: string
  test: (password: string) => boolean
}

/** The spec's password rules, in order. */
export const passwordRules: readonly PasswordRule[] = [
  { id: 'length', label: 'Au moins huit caractères', test: (p) => p.length >= 8 },
  { id: 'uppercase', label: 'Au moins une lettre majuscule', test: (p) => /\p{Lu}/u.test(p) },
  { id: 'special', label: 'Au moins un caractère spécial', test: (p) => /[^\p{L}\p{N}\s]/u.test(p) },
  { id: 'digit', label: 'Au moins un chiffre', test: (p) => /\d/.test(p) },
]

/** Whether a password meets every rule. */
export const isPasswordValid = (password: string, rules: readonly PasswordRule[] = passwordRules) => rules.every((r) => r.test(password))

export interface PasswordChecklistProps {
  password: string
  rules?: readonly PasswordRule[]
  id?: string
}

/** The password requirements: each item turns green with a tick when met (200 ms). */
export function PasswordChecklist({ password, rules = passwordRules, id }: PasswordChecklistProps) {
  return (
    <ul className={styles.list} id={id} aria-label="Exigences du mot de passe">
      {rules.map((rule) => {
        const met = rule.test(password)
        return (
          <li key={rule.id} className={met ? `${styles.item} ${styles.itemMet}` : styles.item}>
            <span className={met ? `${styles.mark} ${styles.markMet}` : styles.mark} aria-hidden="true">
              {met && <Check size={13} strokeWidth={3.5} />}
            </span>
            {rule.label}
            <span className={visuallyHidden}>{met ? ' : respecté' : ' : non respecté'}</span>
          </li>
        )
      })}
    </ul>
  )
}
