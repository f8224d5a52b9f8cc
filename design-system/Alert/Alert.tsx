import { AlertCircle, AlertTriangle, CheckCircle2, Info, X } from 'lucide-react'
import type { ReactNode } from 'react'
import { IconButton } from '../IconButton/IconButton'
import * as styles from './Alert.css'
import { alertTones } from './Alert.css'

export { alertTones }
export type AlertTone = (typeof alertTones)[number]
const icons = { info: Info, success: CheckCircle2, warning: AlertTriangle, error: AlertCircle } as const

export interface AlertProps {
  tone?: AlertTone
  title?: ReactNode
  children?: ReactNode
  /** Shows a 'Fermer' button. */
  onDismiss?: () => void
  /**
   * Live announcement: 'alert' (errors and warnings by default), 'status' (info, success), or
   * 'none' for a static banner present on page load.
   */
  live?: 'alert' | 'status' | 'none'
  className?: string
}

/** An inline banner (info, success, warning, error), announced to screen readers. */
export function Alert({ tone = 'info', title, children, onDismiss, live, className }: AlertProps) {
  const Icon = icons[tone]
  const role = live ?? (tone === 'error' || tone === 'warning' ? 'alert' : 'status')
  return (
    <div role={role === 'none' ? undefined : role} className={[styles.alert({ tone }), className].filter(Boolean).join(' ')}>
      <Icon size={20} aria-hidden="true" className={styles.icon({ tone })} />
      <div className={styles.content}>
        {title && <p className={styles.title}>{title}</p>}
        {children && <div>{children}</div>}
      </div>
      {onDismiss && <IconButton icon={X} aria-label="Fermer" size="sm" onPress={onDismiss} className={styles.dismiss} />}
    </div>
  )
}

/** Alias: the spec calls it a banner. */
export const Banner = Alert
