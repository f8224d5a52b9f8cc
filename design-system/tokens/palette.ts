/**
 * The brand's colours as plain values, for what cannot read CSS variables (map styles, the
 * browser's theme colour). Components use `vars.color.*`; the theme is built from these.
 * Every text colour reaches at least 4.5:1 on `surface` and `background`.
 */
export const palette = {
  brand: '#0b4f9c', // 8.0:1 on white
  brandStrong: '#073a75',
  brandSoft: '#e8f1fc',
  accent: '#c2410c', // 5.2:1 on white
  accentStrong: '#9a3412',
  accentSoft: '#fff1e8',
  text: '#14213d', // 15.6:1
  textMuted: '#4a5568', // 7.4:1
  textInverse: '#ffffff',
  background: '#f5f7fb',
  surface: '#ffffff',
  surfaceMuted: '#eef2f7',
  border: '#d5dce6',
  borderStrong: '#7a8799', // 3.6:1: non-text UI contrast ≥ 3:1
  focus: '#1d64d8',
  success: '#166534',
  successSoft: '#dcfce7',
  warning: '#92400e',
  warningSoft: '#fef3c7',
  critical: '#b91c1c',
  criticalSoft: '#fee2e2',
  info: '#1e4f9c',
  infoSoft: '#e0ecff',
  overlay: 'rgba(10, 20, 40, 0.5)',
  disabled: '#e5e9f0',
  disabledText: '#5f6b7a',
  rating: '#0b4f9c',
  brandBright: '#1d64d8',
  heroKicker: '#ffe2c7',
  mapWater: '#cfe3f3',
  mapLand: '#f4f1e8',
  mapBorder: '#9aa7b5',
} as const
