import { inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { scenePng, SCENE_RASTER_MAX, SCENES } from './images'
import { createRaster, encodePng, fillPolygon, fillRows, type Raster } from './raster'

/** A PNG read back (8-bit RGB, filters none / left / up): its size and pixels; checks each chunk's CRC. */
function decodePng(png: Uint8Array): Raster {
  expect([...png.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10])
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength)
  let at = 8
  let width = 0
  let height = 0
  const idat: Uint8Array[] = []
  const types: string[] = []
  while (at < png.length) {
    const length = view.getUint32(at)
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8))
    const body = png.subarray(at + 8, at + 8 + length)
    expect(view.getUint32(at + 8 + length)).toBe(crc(png.subarray(at + 4, at + 8 + length)))
    types.push(type)
    if (type === 'IHDR') {
      width = view.getUint32(at + 8)
      height = view.getUint32(at + 12)
      expect([...body.subarray(8)]).toEqual([8, 2, 0, 0, 0])
    }
    if (type === 'IDAT') idat.push(body)
    at += 12 + length
  }
  expect(types).toEqual(['IHDR', 'IDAT', 'IEND'])
  const raw = inflateSync(Buffer.concat(idat))
  const stride = width * 3
  const data = new Uint8Array(stride * height)
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!
    expect([0, 1, 2]).toContain(filter)
    for (let i = 0; i < stride; i++) {
      const v = raw[y * (stride + 1) + 1 + i]!
      const left = i >= 3 ? data[y * stride + i - 3]! : 0
      const up = y > 0 ? data[(y - 1) * stride + i]! : 0
      data[y * stride + i] = (v + (filter === 1 ? left : filter === 2 ? up : 0)) & 255
    }
  }
  return { width, height, data }
}

function crc(bytes: Uint8Array): number {
  let c = 0xffffffff
  for (const byte of bytes) {
    c ^= byte
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  }
  return (c ^ 0xffffffff) >>> 0
}

const reds = (raster: Raster, y: number) => Array.from({ length: raster.width }, (_, x) => raster.data[(y * raster.width + x) * 3]!)

describe('demo images: raster and PNG', () => {
  it('fills a polygon with its edges anti-aliased: a pixel half covered is blended half', () => {
    const raster = createRaster(5, 3)
    fillRows(raster, () => [0, 0, 0])
    // x from 1.5 to 3.5, y from 0.5 to 3: row 0 is half covered, rows 1-2 fully.
    fillPolygon(raster, [1.5, 0.5, 3.5, 0.5, 3.5, 3, 1.5, 3], [200, 100, 40])
    expect(reds(raster, 1)).toEqual([0, 100, 200, 100, 0])
    expect(reds(raster, 0)).toEqual([0, 50, 100, 50, 0])
    expect([...raster.data.subarray((1 * 5 + 2) * 3, (1 * 5 + 2) * 3 + 3)]).toEqual([200, 100, 40])
    // Opacity blends over what is there; a triangle's slanted edge is graded.
    fillPolygon(raster, [0, 0, 5, 0, 5, 3, 0, 3], [0, 0, 0], 0.5)
    expect(reds(raster, 1)).toEqual([0, 50, 100, 50, 0])
    const triangle = createRaster(4, 4)
    fillPolygon(triangle, [0, 0, 4, 4, 0, 4], [255, 255, 255])
    expect(reds(triangle, 2)).toEqual([255, 255, 128, 0])
  })

  it('encodes a PNG that reads back to the same pixels (valid chunks and CRCs, each row filtered)', () => {
    const raster = createRaster(7, 4)
    fillRows(raster, (y) => [y * 60, 255 - y * 60, 128])
    fillPolygon(raster, [1, 1, 6, 1.5, 3, 4], [250, 20, 90], 0.8)
    expect(decodePng(encodePng(raster))).toEqual(raster)
  })

  it('draws each scene as a PNG of the size asked (cropped to fill), the same bytes each time, capped at the largest size', () => {
    for (const scene of SCENES) {
      const png = scenePng(scene, 'crete-1', { width: 380, height: 140 })
      const picture = decodePng(png)
      expect([picture.width, picture.height]).toEqual([380, 140])
      // A sky gradient and shapes: not one colour, and more than a few distinct ones.
      expect(
        new Set(Array.from({ length: 380 * 140 }, (_, i) => picture.data[i * 3]! * 65536 + picture.data[i * 3 + 1]! * 256 + picture.data[i * 3 + 2]!)).size,
      ).toBeGreaterThan(20)
      expect(scenePng(scene, 'crete-1', { width: 380, height: 140 })).toEqual(png)
    }
    expect(decodePng(scenePng('beach', 'x-0')).width).toBe(1200)
    const huge = decodePng(scenePng('sea', 'x-0', { width: 4000, height: 1000 }))
    expect([huge.width, huge.height]).toEqual([SCENE_RASTER_MAX, SCENE_RASTER_MAX / 4])
    expect(scenePng('beach', 'x-0')).not.toEqual(scenePng('beach', 'x-1'))
  })
})
