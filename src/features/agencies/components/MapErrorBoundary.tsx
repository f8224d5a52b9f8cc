import { Component, type ReactNode } from 'react'

/** Without WebGL (or if MapLibre fails) the list still works: the map says so instead. */
export class MapErrorBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    console.warn('[agences] carte indisponible :', error instanceof Error ? error.message : error)
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
