import type { CSSProperties } from 'react'
import type { ReactNode } from 'react'
import { visuallyHidden } from '../styles/visuallyHidden.css'
import * as styles from './Skeleton.css'

export interface SkeletonProps {
  width?: CSSProperties['width']
  height?: CSSProperties['height']
  shape?: 'rect' | 'circle'
  radius?: CSSProperties['borderRadius']
  className?: string
}

/** A grey placeholder while content loads (decorative: hidden from screen readers). */
export function Skeleton({ width = '100%', height = 16, shape = 'rect', radius, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={[styles.skeleton, shape === 'circle' && styles.circle, className].filter(Boolean).join(' ')}
      style={{ width, height, borderRadius: radius }}
    />
  )
}

/** Several lines of text placeholder; the last one shorter. */
export function SkeletonText({ lines = 3, lineHeight = 14 }: { lines?: number; lineHeight?: number }) {
  return (
    <span className={styles.lines} aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} height={lineHeight} width={i === lines - 1 && lines > 1 ? '60%' : '100%'} />
      ))}
    </span>
  )
}

/** Wrap skeletons in this: announces 'Chargement…' once (role status) and sets aria-busy. */
export function LoadingRegion({ children, label = 'Chargement…' }: { children: ReactNode; label?: string }) {
  return (
    <div aria-busy="true">
      <span role="status" className={visuallyHidden}>
        {label}
      </span>
      {children}
    </div>
  )
}
