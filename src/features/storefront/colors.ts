/** Relative luminance of a #rgb / #rrggbb colour (WCAG 2.2), or null when it is not one. */
export function luminance(hex: string): number | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim())
  if (!m) return null
  const h = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/**
 * Whether light text reads better than dark text on a background colour from the content
 * (a partner banner's `bg_color`): the one with the higher contrast ratio wins. Unknown colours
 * count as dark (the banner then falls back to the brand's dark background).
 */
export function prefersLightText(background: string, darkText = '#14213d'): boolean {
  const bg = luminance(background)
  const dark = luminance(darkText) ?? 0
  if (bg === null) return true
  const withWhite = 1.05 / (bg + 0.05)
  const withDark = (bg + 0.05) / (dark + 0.05)
  return withWhite >= withDark
}
