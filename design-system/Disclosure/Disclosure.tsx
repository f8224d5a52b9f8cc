import { ChevronDown } from 'lucide-react'
import type { ReactNode } from 'react'
import {
  Button,
  Disclosure as RACDisclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
  type DisclosureGroupProps,
  type DisclosureProps as RACDisclosureProps,
} from 'react-aria-components'
import * as styles from './Disclosure.css'

export interface DisclosureProps extends Omit<RACDisclosureProps, 'className' | 'children'> {
  title: ReactNode
  children: ReactNode
  /** Heading level of the trigger (default 3). */
  level?: 2 | 3 | 4
}

/** A section that expands and collapses (button with aria-expanded, in a heading). */
export function Disclosure({ title, children, level = 3, ...props }: DisclosureProps) {
  return (
    <RACDisclosure {...props} className={styles.disclosure}>
      <Heading level={level} className={styles.heading}>
        <Button slot="trigger" className={styles.trigger}>
          {title}
          <ChevronDown size={20} aria-hidden="true" className={styles.chevron} />
        </Button>
      </Heading>
      <DisclosurePanel className={styles.panel}>
        <div className={styles.panelInner}>{children}</div>
      </DisclosurePanel>
    </RACDisclosure>
  )
}

export interface AccordionProps extends Omit<DisclosureGroupProps, 'className'> {
  children: ReactNode
}

/** A group of disclosures; one expanded at a time unless `allowsMultipleExpanded`. */
export function Accordion(props: AccordionProps) {
  return <DisclosureGroup {...props} className={styles.accordion} />
}
