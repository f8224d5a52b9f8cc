import { deflateSync } from 'node:zlib'

/**
 * A small scanline rasterizer and PNG encoder for the demo's generated pictures. A browser
 * parses each SVG `<img>` as a document on its main thread, but decodes a PNG off it: the demo's image host serves
 * its scenes as PNG, like a real one serves photos.
 */

export type Rgb = readonly [number, number, number]

/** An RGB picture, top row first. */
export interface Raster {
  width: number
  height: number
  data: Uint8Array
}

/** Sub-scanlines per pixel row (vertical anti-aliasing); edges are exact horizontally. */
const SUBSAMPLES = 4

export function createRaster(width: number, height: number): Raster {
  return { width, height, data: new Uint8Array(width * height * 3) }
}

/** Fills each row with one colour (a vertical gradient, for one). */
export function fillRows(raster: Raster, colorOfRow: (y: number) => Rgb) {
  const { width, data } = raster
  for (let y = 0; y < raster.height; y++) {
    const [r, g, b] = colorOfRow(y)
    for (let i = y * width * 3, end = i + width * 3; i < end; i += 3) {
      data[i] = r
      data[i + 1] = g
      data[i + 2] = b
    }
  }
}

/**
 * Paints a polygon (`points`: x0, y0, x1, y1, … in pixels; even-odd rule) in `color` at
 * `opacity`, anti-aliased.
 */
export function fillPolygon(raster: Raster, points: readonly number[], color: Rgb, opacity = 1) {
  const { width, height, data } = raster
  const n = points.length / 2
  if (n < 3 || opacity <= 0) return
  let top = Infinity
  let bottom = -Infinity
  for (let i = 1; i < points.length; i += 2) {
    top = Math.min(top, points[i]!)
    bottom = Math.max(bottom, points[i]!)
  }
  const firstRow = Math.max(0, Math.floor(top))
  const lastRow = Math.min(height - 1, Math.ceil(bottom) - 1)
  const cover = new Float32Array(width + 1)
  const crossings: number[] = []
  const share = 1 / SUBSAMPLES
  for (let row = firstRow; row <= lastRow; row++) {
    let from = width
    let to = 0
    for (let k = 0; k < SUBSAMPLES; k++) {
      const y = row + (k + 0.5) * share
      crossings.length = 0
      for (let i = 0, j = n - 1; i < n; j = i++) {
        const yi = points[2 * i + 1]!
        const yj = points[2 * j + 1]!
        if (yi <= y === yj <= y) continue
        const xi = points[2 * i]!
        crossings.push(xi + ((y - yi) / (yj - yi)) * (points[2 * j]! - xi))
      }
      crossings.sort((a, b) => a - b)
      for (let c = 0; c + 1 < crossings.length; c += 2) {
        const left = Math.max(0, crossings[c]!)
        const right = Math.min(width, crossings[c + 1]!)
        if (right <= left) continue
        const l = Math.floor(left)
        const r = Math.floor(right)
        from = Math.min(from, l)
        to = Math.max(to, r)
        if (l === r) cover[l]! += (right - left) * share
        else {
          cover[l]! += (l + 1 - left) * share
          for (let x = l + 1; x < r; x++) cover[x]! += share
          cover[r]! += (right - r) * share
        }
      }
    }
    const [r, g, b] = color
    for (let x = from, i = (row * width + from) * 3, last = Math.min(to, width - 1); x <= last; x++, i += 3) {
      const a = Math.min(1, cover[x]!) * opacity
      cover[x] = 0
      if (a <= 0) continue
      if (a >= 1) {
        data[i] = r
        data[i + 1] = g
        data[i + 2] = b
      } else {
        data[i] = Math.round(data[i]! + (r - data[i]!) * a)
        data[i + 1] = Math.round(data[i + 1]! + (g - data[i + 1]!) * a)
        data[i + 2] = Math.round(data[i + 2]! + (b - data[i + 2]!) * a)
      }
    }
    cover[width] = 0
  }
}

/** '#rrggbb' as RGB. */
export function hexColor(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    table[n] = c >>> 0
  }
  return table
})()

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 255]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function chunk(type: string, body: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + body.length)
  const view = new DataView(out.buffer)
  view.setUint32(0, body.length)
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i)
  out.set(body, 8)
  view.setUint32(8 + body.length, crc32(out.subarray(4, 8 + body.length)))
  return out
}

/**
 * The picture as a PNG (8-bit RGB). Every row is filtered by its left neighbour ('Sub'): a
 * gradient's rows are one colour each and the shapes are flat, so the rows shrink to runs of
 * zeros (within 2 % of choosing the best filter per row, three times faster).
 */
export function encodePng({ width, height, data }: Raster): Uint8Array<ArrayBuffer> {
  const stride = width * 3
  const raw = new Uint8Array((stride + 1) * height)
  for (let y = 0; y < height; y++) {
    const from = y * stride
    const to = y * (stride + 1)
    raw[to] = 1
    for (let i = 0; i < stride; i++) raw[to + 1 + i] = (data[from + i]! - (i >= 3 ? data[from + i - 3]! : 0)) & 255
  }
  const header = new Uint8Array(13)
  const view = new DataView(header.buffer)
  view.setUint32(0, width)
  view.setUint32(4, height)
  header.set([8, 2, 0, 0, 0], 8)
  const parts = [
    new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', new Uint8Array(deflateSync(raw, { level: 6 }))),
    chunk('IEND', new Uint8Array(0)),
  ]
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}
