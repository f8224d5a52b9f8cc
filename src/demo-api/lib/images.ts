import { createRng } from './random'
import { AIRLINES_BY_CODE } from '../seed/airlines'
import type { Scene } from '../seed/products'

/** SVG images generated on our side (destination scenes, airline monograms, icons). */

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

/**
 * A generated landscape. `size` sets the picture's intrinsic size (an image host's rendition);
 * the 1200×800 drawing is cropped to fill it.
 */
export function sceneSvg(scene: Scene, seed: string, label?: string, size?: { width: number; height: number }): string {
  const rng = createRng(`${scene}|${seed}`)
  const p = PALETTES[scene]
  const w = 1200
  const h = 800
  const horizon = rng.int(430, 560)
  const sun = `<circle cx="${rng.int(150, 1050)}" cy="${rng.int(90, 260)}" r="${rng.int(45, 90)}" fill="${scene === 'city' ? '#ffe8a3' : '#fff4c2'}" opacity="0.9"/>`
  const parts: string[] = []
  if (scene === 'mountain' || scene === 'snow') {
    for (let i = 0; i < 4; i++) {
      const x = rng.int(-100, 1100)
      const peak = horizon - rng.int(150, 330)
      parts.push(`<polygon points="${x - 320},${horizon} ${x},${peak} ${x + 320},${horizon}" fill="${p.accent}" opacity="${0.55 + i * 0.1}"/>`)
      parts.push(`<polygon points="${x - 70},${peak + 70} ${x},${peak} ${x + 70},${peak + 70}" fill="#ffffff" opacity="0.9"/>`)
    }
  }
  if (scene === 'city') {
    let x = 0
    while (x < w) {
      const bw = rng.int(50, 130)
      const bh = rng.int(120, 360)
      parts.push(`<rect x="${x}" y="${horizon - bh}" width="${bw - 6}" height="${bh}" fill="${p.accent}" opacity="${(0.6 + rng.next() * 0.4).toFixed(2)}"/>`)
      x += bw
    }
  }
  if (scene === 'desert') {
    for (let i = 0; i < 3; i++) parts.push(`<ellipse cx="${rng.int(100, 1100)}" cy="${horizon + 30}" rx="${rng.int(250, 450)}" ry="${rng.int(60, 120)}" fill="${p.accent}" opacity="0.5"/>`)
  }
  const ground =
    scene === 'beach' || scene === 'tropical' || scene === 'sea'
      ? `<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="${p.accent}"/><path d="M0 ${horizon + 150} Q ${w / 2} ${horizon + rng.int(60, 140)} ${w} ${horizon + 170} L ${w} ${h} L 0 ${h} Z" fill="${p.ground}"/>`
      : `<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="${p.ground}"/>`
  if (scene === 'tropical' || scene === 'beach') {
    const x = rng.int(80, 1100)
    parts.push(`<path d="M${x} ${h - 40} q 20 -160 ${rng.int(-30, 30)} -300" stroke="#6b4f2a" stroke-width="18" fill="none"/>`)
    for (let i = 0; i < 5; i++) parts.push(`<ellipse cx="${x + rng.int(-90, 90)}" cy="${h - 350 + rng.int(-20, 20)}" rx="110" ry="26" fill="#2e8b57" transform="rotate(${rng.int(-40, 40)} ${x} ${h - 340})"/>`)
  }
  const title = label ? `<title>${esc(label)}</title>` : ''
  const box = size ? ` width="${size.width}" height="${size.height}" preserveAspectRatio="xMidYMid slice"` : ` width="${w}" height="${h}"`
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}"${box} role="img">${title}<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#s)"/>${sun}${parts.join('')}${ground}</svg>`
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
  'partner-0': '<rect width="24" height="24" rx="4" fill="#0f4c81"/><text x="12" y="16" font-size="9" text-anchor="middle" fill="#fff" font-family="Arial">AUTO</text>',
  'partner-1': '<rect width="24" height="24" rx="4" fill="#1b5e20"/><text x="12" y="16" font-size="9" text-anchor="middle" fill="#fff" font-family="Arial">ASS</text>',
}

export function iconSvg(name: string): string | null {
  const body = ICONS[name]
  if (!body) return null
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">${body}</svg>`
}
