/** Browser geolocation, wrapped for the agency start-up rules (booking-and-accounts.md §4). */

export type LocationPermission = 'granted' | 'prompt' | 'denied' | 'unsupported'

export interface Position {
  latitude: number
  longitude: number
}

export async function locationPermission(): Promise<LocationPermission> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return 'unsupported'
  try {
    const status = await navigator.permissions.query({ name: 'geolocation' })
    return status.state
  } catch {
    return 'prompt'
  }
}

/** Reads the position (asks the browser when permission is not yet given). */
export function currentPosition(timeoutMs = 10_000): Promise<Position> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      reject(new Error('Geolocation unsupported'))
      return
    }
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude }),
      (error) => reject(new Error(error.message || `Geolocation error ${error.code}`)),
      { timeout: timeoutMs, maximumAge: 300_000 },
    )
  })
}
