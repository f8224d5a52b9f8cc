import { ScriptOnce } from '@tanstack/react-router'
import { useEffect } from 'react'
import { EARLY_EVENTS_SCRIPT, rootHydrated } from './early-events'

/**
 * First in the body: the inline script that holds clicks and submits made before the page has
 * hydrated (see `early-events.ts`); once the root has hydrated, it marks `<html>` and replays
 * what was held outside the lazy parts.
 */
export function EarlyEvents() {
  useEffect(rootHydrated, [])
  return <ScriptOnce>{EARLY_EVENTS_SCRIPT}</ScriptOnce>
}
