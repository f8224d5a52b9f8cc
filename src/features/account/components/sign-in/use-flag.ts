import { useCallback, useEffect, useRef, useState } from 'react'

/** A flag that turns itself off after `ms` ('Email envoyé !' for 3 s). */
export function useTimedFlag(ms: number): [boolean, () => void, () => void] {
  const [on, setOn] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const show = useCallback(() => {
    clearTimeout(timer.current)
    setOn(true)
    timer.current = setTimeout(() => setOn(false), ms)
  }, [ms])
  const hide = useCallback(() => {
    clearTimeout(timer.current)
    setOn(false)
  }, [])
  useEffect(() => () => clearTimeout(timer.current), [])
  return [on, show, hide]
}
