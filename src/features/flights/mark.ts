/**
 * What the mark of 'Trier par meilleure note' weighs (results.ts `solutionMark`): shown as the
 * mark's tooltip on each card and under the sort chips while that sort is on.
 */
export const MARK_EXPLANATION =
  "Note sur 10 calculée par Horizon Voyages : durée du voyage, nombre d'escales, escale de nuit, vol de nuit, changement d'aéroport et bagage en soute inclus. Le prix n'entre pas dans la note."
