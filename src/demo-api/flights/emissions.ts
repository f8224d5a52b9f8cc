/**
 * CO₂ per passenger of one segment, in kg: the estimate a search reply carries on each segment
 * (`co2Kg`). After ICAO's Carbon Emissions Calculator methodology (great-circle distance plus its
 * correction, a fixed take-off and landing cost per flight, a per-km cruise cost falling with
 * length), cabins weighed by the floor area of their seats as Google's Travel Impact Model does; TGV
 * legs at ADEME's Base Carbone rate.
 */

export interface SegmentForEmissions {
  /** Great-circle distance between the two airports or stations, in km. */
  distanceKm: number
  /** 1 economy, 8 premium economy, 2 business, 4 first (the contract's `cabinClass`). */
  cabinClass: number
  train: boolean
}

/** ICAO's great-circle correction (routing, holding): +50 km under 550 km, +100 km to 5,500 km, +125 km beyond. */
export function correctedDistance(distanceKm: number): number {
  return distanceKm + (distanceKm < 550 ? 50 : distanceKm <= 5500 ? 100 : 125)
}

/** kg CO₂ per economy seat: take-off and landing, then cruise (continuous, rising, cheaper per km past 1,500 km). */
const TAKE_OFF_AND_LANDING = 20
const CRUISE_SHORT = 0.065
const CRUISE_LONG = 0.05
const SHORT = 1500
/** TGV, kg CO₂ per passenger-km (ADEME Base Carbone). */
const TRAIN_PER_KM = 0.003

/** Seat floor area against an economy seat (rounded): premium economy, business, first. */
const CABIN_FACTOR: Record<number, number> = { 1: 1, 8: 1.5, 2: 3, 4: 4 }

function economyKg(distanceKm: number): number {
  const d = correctedDistance(Math.max(0, distanceKm))
  return TAKE_OFF_AND_LANDING + Math.min(d, SHORT) * CRUISE_SHORT + Math.max(0, d - SHORT) * CRUISE_LONG
}

/** The estimate of one segment, rounded to the kg. */
export function segmentCo2Kg({ distanceKm, cabinClass, train }: SegmentForEmissions): number {
  if (train) return Math.round(Math.max(0, distanceKm) * TRAIN_PER_KM)
  return Math.round(economyKg(distanceKm) * (CABIN_FACTOR[cabinClass] ?? 1))
}
