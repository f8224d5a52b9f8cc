import { Component, type ReactNode } from 'react'

/**
 * Around a lazily loaded map: without WebGL (or if MapLibre fails to start) the `fallback`
 * says so, and the list beside the map keeps working.
 */
export class MapErrorBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    console.warn('[carte] indisponible :', error instanceof Error ? error.message : error)
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
