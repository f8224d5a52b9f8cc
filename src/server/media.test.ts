import { describe, expect, it } from 'vitest'
import { mediaOrigin, mediaUrl } from './media'

describe('content image URLs', () => {
  it('keeps the demo API paths (our origin) and absolute URLs as they are', () => {
    expect(mediaUrl('/api/v2/demo/images/beach/x.svg?w=480&h=320', undefined)).toBe('/api/v2/demo/images/beach/x.svg?w=480&h=320')
    expect(mediaUrl('https://cdn.example.com/a.jpg', 'https://api.example.com')).toBe('https://cdn.example.com/a.jpg')
    expect(mediaUrl('//cdn.example.com/a.jpg', 'https://api.example.com')).toBe('//cdn.example.com/a.jpg')
  })

  it('resolves a real host’s relative paths against it', () => {
    expect(mediaUrl('/media/images/plage.2e16d0ba.fill-480x320.jpg', 'https://api.example.com')).toBe(
      'https://api.example.com/media/images/plage.2e16d0ba.fill-480x320.jpg',
    )
    expect(mediaOrigin('https://api.example.com/base')).toBe('https://api.example.com')
    expect(mediaOrigin(undefined)).toBeNull()
  })
})
