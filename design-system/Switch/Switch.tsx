import type { ReactNode } from 'react'
import { Switch as RACSwitch, type SwitchProps as RACSwitchProps } from 'react-aria-components'
import * as styles from './Switch.css'

export interface SwitchProps extends Omit<RACSwitchProps, 'className' | 'children'> {
  children: ReactNode
  className?: string
}

/** An on/off switch (role switch), with its label; Space toggles. */
export function Switch({ children, className, ...props }: SwitchProps) {
  return (
    <RACSwitch {...props} className={[styles.switchRoot, className].filter(Boolean).join(' ')}>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      {children}
    </RACSwitch>
  )
}
