import { createRng } from './random'
import { AIRLINES_BY_CODE } from '../seed/airlines'
import type { Scene } from '../seed/products'
import { createRaster, encodePng, fillPolygon, fillRows, hexColor, type Rgb } from './raster'

/** Images generated on our side: destination scenes (SVG or PNG), airline monograms and icons (SVG). */

const esc = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

const PALETTES: Record<Scene, { sky: [string, string]; ground: string; accent: string }> = {
  beach: { sky: ['#7cc6f2', '#fde7c0'], ground: '#f3d9a4', accent: '#1f9fd1' },
  tropical: { sky: ['#4fb3e8', '#c8f1ff'], ground: '#f1dfae', accent: '#0fa39a' },
  mountain: { sky: ['#8ec5e8', '#e8f4fb'], ground: '#6e8b5e', accent: '#4b5d6b' },
  city: { sky: ['#f7b267', '#f4845f'], ground: '#3d405b', accent: '#2b2d42' },
  desert: { sky: ['#f8c471', '#fdebd0'], ground: '#e0a458', accent: '#b9770e' },
  countryside: { sky: ['#a9def9', '#e4f9f5'], ground: '#7fb069', accent: '#4f772d' },
  snow: { sky: ['#a2d2ff', '#f1faff'], ground: '#f8f9fa', accent: '#6c8ea4' },
  sea: { sky: ['#6fb7e8', '#dff3ff'], ground: '#2a7fb8', accent: '#145a86' },
}

export const SCENES = Object.keys(PALETTES) as Scene[]

/** The drawing's size (its viewBox); a rendition crops it to fill its own size. */
const SCENE_WIDTH = 1200
const SCENE_HEIGHT = 800

type Point = readonly [number, number]
/** One shape of a scene, in the drawing's coordinates, with the SVG element that draws it. */
interface SceneShape {
  svg: string
  /** Its outline, for the raster (curves flattened): computed only when a PNG is drawn. */
  outline: () => readonly Point[]
  fill: string
  opacity: number
}

/** An ellipse's outline, turned by `degrees` around `about`. */
function ellipseOutline(cx: number, cy: number, rx: number, ry: number, degrees = 0, about: Point = [cx, cy]): Point[] {
  const turn = (degrees * Math.PI) / 180
  const [cos, sin] = [Math.cos(turn), Math.sin(turn)]
  return Array.from({ length: 72 }, (_, i) => {
    const a = (i / 72) * 2 * Math.PI
    const [x, y] = [cx + rx * Math.cos(a) - about[0], cy + ry * Math.sin(a) - about[1]]
    return [about[0] + x * cos - y * sin, about[1] + x * sin + y * cos] as const
  })
}

/** Points along a quadratic Bézier curve from `a` to `b` (control `c`), `a` excluded. */
function quadratic(a: Point, c: Point, b: Point, steps = 24): Point[] {
  return Array.from({ length: steps }, (_, i) => {
    const t = (i + 1) / steps
    const u = 1 - t
    return [u * u * a[0] + 2 * u * t * c[0] + t * t * b[0], u * u * a[1] + 2 * u * t * c[1] + t * t * b[1]] as const
  })
}

/** The outline of a stroke of `width` along a polyline (butt ends). */
function strokeOutline(line: readonly Point[], width: number): Point[] {
  const side = (sign: number) =>
    line.map((p, i) => {
      const [a, b] = [line[Math.max(0, i - 1)]!, line[Math.min(line.length - 1, i + 1)]!]
      const length = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1
      return [p[0] - (sign * width * (b[1] - a[1])) / (2 * length), p[1] + (sign * width * (b[0] - a[0])) / (2 * length)] as const
    })
  return [...side(1), ...side(-1).reverse()]
}

const rectOutline = (x: number, y: number, width: number, height: number): Point[] => [
  [x, y],
  [x + width, y],
  [x + width, y + height],
  [x, y + height],
]

/** A generated landscape: its sky gradient and its shapes, drawn in order. */
function drawScene(scene: Scene, seed: string): { sky: readonly [string, string]; shapes: SceneShape[] } {
  const rng = createRng(`${scene}|${seed}`)
  const p = PALETTES[scene]
  const [w, h] = [SCENE_WIDTH, SCENE_HEIGHT]
  const horizon = rng.int(430, 560)
  const shapes: SceneShape[] = []
  const shape = (svg: string, outline: () => readonly Point[], fill: string, opacity = 1): SceneShape => ({ svg, outline, fill, opacity })
  const add = (...args: Parameters<typeof shape>) => shapes.push(shape(...args))
  const [sunX, sunY, sunR] = [rng.int(150, 1050), rng.int(90, 260), rng.int(45, 90)]
  const sunFill = scene === 'city' ? '#ffe8a3' : '#fff4c2'
  add(`<circle cx="${sunX}" cy="${sunY}" r="${sunR}" fill="${sunFill}" opacity="0.9"/>`, () => ellipseOutline(sunX, sunY, sunR, sunR), sunFill, 0.9)
  if (scene === 'mountain' || scene === 'snow') {
    for (let i = 0; i < 4; i++) {
      const x = rng.int(-100, 1100)
      const peak = horizon - rng.int(150, 330)
      const opacity = 0.55 + i * 0.1
      add(
        `<polygon points="${x - 320},${horizon} ${x},${peak} ${x + 320},${horizon}" fill="${p.accent}" opacity="${opacity}"/>`,
        () => [
          [x - 320, horizon],
          [x, peak],
          [x + 320, horizon],
        ],
        p.accent,
        opacity,
      )
      add(
        `<polygon points="${x - 70},${peak + 70} ${x},${peak} ${x + 70},${peak + 70}" fill="#ffffff" opacity="0.9"/>`,
        () => [
          [x - 70, peak + 70],
          [x, peak],
          [x + 70, peak + 70],
        ],
        '#ffffff',
        0.9,
      )
    }
  }
  if (scene === 'city') {
    let x = 0
    while (x < w) {
      const bw = rng.int(50, 130)
      const bh = rng.int(120, 360)
      const opacity = (0.6 + rng.next() * 0.4).toFixed(2)
      add(
        `<rect x="${x}" y="${horizon - bh}" width="${bw - 6}" height="${bh}" fill="${p.accent}" opacity="${opacity}"/>`,
        () => rectOutline(x, horizon - bh, bw - 6, bh),
        p.accent,
        Number(opacity),
      )
      x += bw
    }
  }
  if (scene === 'desert') {
    for (let i = 0; i < 3; i++) {
      const [cx, rx, ry] = [rng.int(100, 1100), rng.int(250, 450), rng.int(60, 120)]
      add(
        `<ellipse cx="${cx}" cy="${horizon + 30}" rx="${rx}" ry="${ry}" fill="${p.accent}" opacity="0.5"/>`,
        () => ellipseOutline(cx, horizon + 30, rx, ry),
        p.accent,
        0.5,
      )
    }
  }
  // The ground is drawn last (over the palm trees' feet), but takes its random numbers first.
  const ground: SceneShape[] = []
  if (scene === 'beach' || scene === 'tropical' || scene === 'sea') {
    ground.push(
      shape(`<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="${p.accent}"/>`, () => rectOutline(0, horizon, w, h - horizon), p.accent),
    )
    const bend = rng.int(60, 140)
    const shore = (): Point[] => [[0, horizon + 150], ...quadratic([0, horizon + 150], [w / 2, horizon + bend], [w, horizon + 170]), [w, h], [0, h]]
    ground.push(
      shape(`<path d="M0 ${horizon + 150} Q ${w / 2} ${horizon + bend} ${w} ${horizon + 170} L ${w} ${h} L 0 ${h} Z" fill="${p.ground}"/>`, shore, p.ground),
    )
  } else
    ground.push(
      shape(`<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="${p.ground}"/>`, () => rectOutline(0, horizon, w, h - horizon), p.ground),
    )
  if (scene === 'tropical' || scene === 'beach') {
    const x = rng.int(80, 1100)
    const lean = rng.int(-30, 30)
    const trunk = (): Point[] => [[x, h - 40], ...quadratic([x, h - 40], [x + 20, h - 200], [x + lean, h - 340])]
    add(`<path d="M${x} ${h - 40} q 20 -160 ${lean} -300" stroke="#6b4f2a" stroke-width="18" fill="none"/>`, () => strokeOutline(trunk(), 18), '#6b4f2a')
    for (let i = 0; i < 5; i++) {
      const [cx, cy, turn] = [x + rng.int(-90, 90), h - 350 + rng.int(-20, 20), rng.int(-40, 40)]
      add(
        `<ellipse cx="${cx}" cy="${cy}" rx="110" ry="26" fill="#2e8b57" transform="rotate(${turn} ${x} ${h - 340})"/>`,
        () => ellipseOutline(cx, cy, 110, 26, turn, [x, h - 340]),
        '#2e8b57',
      )
    }
  }
  return { sky: p.sky, shapes: [...shapes, ...ground] }
}

/**
 * A generated landscape as SVG. `size` sets the picture's intrinsic size (an image host's
 * rendition); the 1200×800 drawing is cropped to fill it.
 */
export function sceneSvg(scene: Scene, seed: string, label?: string, size?: { width: number; height: number }): string {
  const { sky, shapes } = drawScene(scene, seed)
  const [w, h] = [SCENE_WIDTH, SCENE_HEIGHT]
  const title = label ? `<title>${esc(label)}</title>` : ''
  const box = size ? ` width="${size.width}" height="${size.height}" preserveAspectRatio="xMidYMid slice"` : ` width="${w}" height="${h}"`
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}"${box} role="img">${title}<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#s)"/>${shapes.map((s) => s.svg).join('')}</svg>`
}

/** The largest side of a raster scene: a bigger rendition is drawn at this size (an image host caps them too). */
export const SCENE_RASTER_MAX = 1600

/**
 * The same landscape as a PNG, `size` (default 1200×800) cropped to fill like the SVG. Sizes
 * beyond `SCENE_RASTER_MAX` are scaled down, keeping the aspect ratio.
 */
export function scenePng(
  scene: Scene,
  seed: string,
  size: { width: number; height: number } = { width: SCENE_WIDTH, height: SCENE_HEIGHT },
): Uint8Array<ArrayBuffer> {
  const fit = Math.min(1, SCENE_RASTER_MAX / Math.max(size.width, size.height))
  const [width, height] = [Math.max(1, Math.round(size.width * fit)), Math.max(1, Math.round(size.height * fit))]
  const { sky, shapes } = drawScene(scene, seed)
  const scale = Math.max(width / SCENE_WIDTH, height / SCENE_HEIGHT)
  const [dx, dy] = [(width - SCENE_WIDTH * scale) / 2, (height - SCENE_HEIGHT * scale) / 2]
  const raster = createRaster(width, height)
  const [top, bottom] = [hexColor(sky[0]), hexColor(sky[1])]
  fillRows(raster, (y): Rgb => {
    const t = Math.min(1, Math.max(0, (y + 0.5 - dy) / scale / SCENE_HEIGHT))
    const mix = (c: 0 | 1 | 2) => Math.round(top[c] + (bottom[c] - top[c]) * t)
    return [mix(0), mix(1), mix(2)]
  })
  for (const shape of shapes)
    fillPolygon(
      raster,
      shape.outline().flatMap(([x, y]) => [dx + x * scale, dy + y * scale]),
      hexColor(shape.fill),
      shape.opacity,
    )
  return encodePng(raster)
}

export function airlineLogoSvg(code: string): string | null {
  const airline = AIRLINES_BY_CODE.get(code)
  if (!airline) return null
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img"><title>${esc(airline.name)}</title><rect width="64" height="64" rx="14" fill="${airline.color}"/><text x="32" y="41" font-family="Arial, Helvetica, sans-serif" font-size="24" font-weight="700" text-anchor="middle" fill="#ffffff">${esc(code)}</text></svg>`
}

const ICONS: Record<string, string> = {
  heart: '<path d="M12 21s-7-4.5-9.5-9A5.5 5.5 0 0 1 12 6a5.5 5.5 0 0 1 9.5 6C19 16.5 12 21 12 21z" fill="#e63946"/>',
  user: '<circle cx="12" cy="8" r="4" fill="#1d3557"/><path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7z" fill="#1d3557"/>',
  club: '<circle cx="12" cy="12" r="10" fill="#f4a261"/><text x="12" y="16" font-size="10" text-anchor="middle" fill="#fff" font-family="Arial">CLUB</text>',
  'partner-0':
    '<rect width="24" height="24" rx="4" fill="#0f4c81"/><text x="12" y="16" font-size="9" text-anchor="middle" fill="#fff" font-family="Arial">AUTO</text>',
  'partner-1':
    '<rect width="24" height="24" rx="4" fill="#1b5e20"/><text x="12" y="16" font-size="9" text-anchor="middle" fill="#fff" font-family="Arial">ASS</text>',
}

export function iconSvg(name: string): string | null {
  const body = ICONS[name]
  if (!body) return null
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">${body}</svg>`
}
