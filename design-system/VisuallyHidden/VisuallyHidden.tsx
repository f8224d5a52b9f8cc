import type { ElementType, ReactNode } from 'react'
import { visuallyHidden } from '../styles/visuallyHidden.css'

/** Text for screen readers only. */
export function VisuallyHidden({ children, as: Element = 'span', id }: { children: ReactNode; as?: ElementType; id?: string }) {
  return (
    <Element className={visuallyHidden} id={id}>
      {children}
    </Element>
  )
}
export { visuallyHidden }
